<?php

declare(strict_types=1);

namespace Norhaven\Renewals\Tests\CallCrest;

use Norhaven\Renewals\CallCrest\CallCrestApiError;
use Norhaven\Renewals\CallCrest\CallCrestClient;
use PHPUnit\Framework\TestCase;
use Psr\Log\NullLogger;
use Symfony\Component\HttpClient\MockHttpClient;
use Symfony\Component\HttpClient\Response\MockResponse;

final class CallCrestClientTest extends TestCase
{
    private const BASE = 'https://api.callcrest.com/api/public/v1/';

    public function testCreateRenewalListPostsToContactLists(): void
    {
        $mock = new MockHttpClient([
            function (string $method, string $url, array $options): MockResponse {
                self::assertSame('POST', $method);
                self::assertSame(self::BASE.'contact-lists', $url);
                self::assertStringContainsString('"Renewals 2025-03"', $options['body']);

                return new MockResponse('{"id":"lst_9"}', ['http_code' => 201]);
            },
        ], self::BASE);

        $client = new CallCrestClient($mock, 'auth0|svc', new NullLogger());

        self::assertSame('lst_9', $client->createRenewalList('2025-03'));
    }

    public function testUserNotFoundIsRecognised(): void
    {
        $mock = new MockHttpClient(new MockResponse('{"error":"User not found"}', ['http_code' => 404]), self::BASE);
        $client = new CallCrestClient($mock, 'auth0|ghost', new NullLogger());

        try {
            $client->contactLists();
            self::fail('expected exception');
        } catch (CallCrestApiError $e) {
            self::assertTrue($e->isUserNotFound());
        }
    }

    public function testValidationDetailsAreExposed(): void
    {
        $body = '{"error":"validation failed","details":[{"path":"contacts[0].phone","message":"not E.164"}]}';
        $mock = new MockHttpClient(new MockResponse($body, ['http_code' => 400]), self::BASE);
        $client = new CallCrestClient($mock, 'auth0|svc', new NullLogger());

        try {
            $client->addPolicyholders('lst_1', [['phone' => '123', 'policy_number' => 'P-1', 'holder' => 'X']]);
            self::fail('expected exception');
        } catch (CallCrestApiError $e) {
            self::assertSame(['contacts[0].phone' => 'not E.164'], $e->fieldErrors());
        }
    }
}
