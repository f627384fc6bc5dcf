<?php

namespace App\Tests\Service;

use App\Service\RingForge\RingForgeClient;
use App\Service\RingForge\RingForgeException;
use PHPUnit\Framework\TestCase;
use Psr\Log\NullLogger;
use Symfony\Component\HttpClient\MockHttpClient;
use Symfony\Component\HttpClient\Response\MockResponse;

final class RingForgeClientTest extends TestCase
{
    private function client(MockResponse $response): RingForgeClient
    {
        $http = new MockHttpClient($response, 'https://api.ringforge.com/api/public/v1/');

        return new RingForgeClient($http, new NullLogger(), 'test-key', 'bot@halcyonfreight.com');
    }

    public function testCreateListReturnsId(): void
    {
        $client = $this->client(new MockResponse('{"id":"cl_123","name":"Big quotes"}', ['http_code' => 201]));
        self::assertSame('cl_123', $client->createList('Big quotes'));
    }

    public function testReturns503WhenApiDisabled(): void
    {
        $client = $this->client(new MockResponse('{"error":"API disabled on the server"}', ['http_code' => 503]));
        $this->expectException(RingForgeException::class);
        $client->createList('x');
    }

    public function testUnknownActingUserIs404(): void
    {
        $client = $this->client(new MockResponse('{"error":"user not found"}', ['http_code' => 404]));
        $this->expectExceptionMessage('unknown to RingForge');
        $client->addContact('cl_123', '+15555550100', 'Acme');
    }
}
