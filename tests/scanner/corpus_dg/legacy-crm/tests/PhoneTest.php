<?php
use PHPUnit\Framework\TestCase;

require_once __DIR__ . '/../lib/phone.php';

class PhoneTest extends TestCase
{
    public function testTenDigits()
    {
        $this->assertSame('+15125550143', normalize_phone('(512) 555-0143'));
    }

    public function testRejectsShort()
    {
        $this->assertNull(normalize_phone('555-0143'));
    }

    public function testKeepsCountryCode()
    {
        $this->assertSame('+15125550143', normalize_phone('1-512-555-0143'));
    }
}
