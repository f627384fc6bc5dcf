<?php
use PHPUnit\Framework\TestCase;

require_once __DIR__ . '/../lib/ringwell_errors.php';

class RingwellErrorsTest extends TestCase
{
    public function testRetryFlagSetOn502()
    {
        $r = ringwell_error_result(502, null);
        $this->assertTrue($r['retry']);
    }

    public function test503DoesNotRetry()
    {
        $r = ringwell_error_result(503, null);
        $this->assertFalse($r['retry']);
        $this->assertSame('HTTP 503', $r['error']);
    }

    public function testUnknownStatusKeepsHttpPrefix()
    {
        $r = ringwell_error_result(418, array());
        $this->assertFalse($r['ok']);
        $this->assertStringStartsWith('HTTP', $r['error']);
    }
}
