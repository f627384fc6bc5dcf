<?php

namespace App\Tests\Calling;

use App\Calling\RingLaneClient;
use App\Calling\RingLaneException;
use PHPUnit\Framework\TestCase;
use Psr\Log\NullLogger;
use Symfony\Component\HttpClient\MockHttpClient;
use Symfony\Component\HttpClient\Response\MockResponse;

final class RingLaneClientTest extends TestCase
{
    public function testCreateListPostsToContactLists(): void
    {
        $mock = new MockHttpClient(function (string $method, string $url) {
            self::assertSame('POST', $method);
            self::assertSame('https://api.ringlane.io/api/public/v1/contact-lists', $url);

            return new MockResponse('{"id":"cl_42"}', ['http_code' => 201]);
        }, 'https://api.ringlane.io/api/public/v1/');

        self::assertSame('cl_42', (new RingLaneClient($mock, new NullLogger()))->createReturnsCallList('returns'));
    }

    public function testUserNotFoundIsDetected(): void
    {
        $mock = new MockHttpClient(new MockResponse('{"error":"user not found","details":[]}', ['http_code' => 404]));
        $this->expectException(RingLaneException::class);
        (new RingLaneClient($mock, new NullLogger()))->createReturnsCallList('x');
    }
}
