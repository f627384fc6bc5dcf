<?php

class Korvath_DialBridge_ExceptionTest extends PHPUnit_Framework_TestCase
{
    public function testParsesDetails()
    {
        $raw = json_encode(array(
            'error'   => 'validation failed',
            'details' => array(array('path' => 'contacts[0].phone', 'message' => 'invalid E.164')),
        ));
        $e = Korvath_DialBridge_Exception::fromResponse(400, $raw);
        $this->assertEquals('validation failed', $e->getMessage());
        $this->assertEquals(array('contacts[0].phone: invalid E.164'), $e->getDetails());
    }

    public function testUserNotFoundOn404()
    {
        $e = Korvath_DialBridge_Exception::fromResponse(404, '{"error":"user not found"}');
        $this->assertTrue($e->isUserNotFound());
    }

    public function testOther404IsNotUserNotFound()
    {
        $e = Korvath_DialBridge_Exception::fromResponse(404, '{"error":"contact list not found"}');
        $this->assertFalse($e->isUserNotFound());
    }
}
