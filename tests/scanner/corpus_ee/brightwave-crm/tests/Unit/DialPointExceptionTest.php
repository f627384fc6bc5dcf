<?php

namespace Tests\Unit;

use App\Services\DialPoint\Exceptions\DialPointException;
use PHPUnit\Framework\TestCase;

class DialPointExceptionTest extends TestCase
{
    public function test_404_user_not_found_is_detected(): void
    {
        $e = DialPointException::fromResponse(404, ['error' => 'User not found']);

        $this->assertTrue($e->isUserNotFound());
        $this->assertFalse($e->isListNotFound());
    }

    public function test_details_are_summarised(): void
    {
        $e = DialPointException::fromResponse(400, [
            'error' => 'validation failed',
            'details' => [['path' => 'contacts.0.phone', 'message' => 'invalid E.164']],
        ]);

        $this->assertSame('contacts.0.phone: invalid E.164', $e->detailsSummary());
    }

    public function test_429_is_rate_limited(): void
    {
        $this->assertTrue(DialPointException::fromResponse(429, [])->isRateLimited());
    }
}
