<?php

namespace App\Tests\Ringlane;

use App\Ringlane\ApiError;
use App\Ringlane\RinglaneClient;
use PHPUnit\Framework\TestCase;
use Symfony\Component\HttpClient\MockHttpClient;
use Symfony\Component\HttpClient\Response\MockResponse;

final class RinglaneClientTest extends TestCase
{
    public function testRetriesWhenIdentityProviderIsDown(): void
    {
        $responses = [
            new MockResponse('{"error":"identity provider unreachable"}', ['http_code' => 502]),
            new MockResponse('{"id":"cl_42"}', ['http_code' => 201]),
        ];
        $http = new MockHttpClient($responses, 'https://api.ringlane.io/api/public/v1/');

        $client = new RinglaneClient($http, [429, 502]);

        self::assertSame('cl_42', $client->createTradeList('Acme Interiors'));
        self::assertSame(2, $http->getRequestsCount());
    }

    public function testSurfacesFlatErrorMessage(): void
    {
        $http = new MockHttpClient(new MockResponse('{"error":"name is required","details":[{"path":"name","message":"required"}]}', ['http_code' => 400]));
        $client = new RinglaneClient($http);

        try {
            $client->createTradeList('');
            self::fail('expected ApiError');
        } catch (ApiError $e) {
            self::assertSame('name is required', $e->error);
            self::assertSame('name', $e->details[0]['path']);
        }
    }
}
