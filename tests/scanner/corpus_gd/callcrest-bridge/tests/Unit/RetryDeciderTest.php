<?php

namespace Quillfield\CallCrest\Tests\Unit;

use GuzzleHttp\Psr7\Request;
use GuzzleHttp\Psr7\Response;
use PHPUnit\Framework\Attributes\DataProvider;
use PHPUnit\Framework\TestCase;
use Quillfield\CallCrest\Support\RetryDecider;

class RetryDeciderTest extends TestCase
{
    public static function statuses(): array
    {
        return [
            'rate limited' => [429, true],
            'bad gateway from idp' => [502, true],
            'server error' => [500, false],
            'not found' => [404, false],
        ];
    }

    #[DataProvider('statuses')]
    public function test_retry_decision(int $status, bool $expected): void
    {
        $decide = new RetryDecider(3);

        $this->assertSame($expected, $decide(0, new Request('GET', '/'), new Response($status)));
    }

    public function test_gives_up_after_max(): void
    {
        $this->assertFalse((new RetryDecider(2))(2, new Request('GET', '/'), new Response(429)));
    }
}
