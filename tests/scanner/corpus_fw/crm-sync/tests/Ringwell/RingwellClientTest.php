<?php

declare(strict_types=1);

namespace App\Tests\Ringwell;

use App\Ringwell\Exception\ActingUserNotFoundException;
use App\Ringwell\Exception\RingwellApiException;
use App\Ringwell\Exception\RingwellDisabledException;
use App\Ringwell\RingwellClient;
use PHPUnit\Framework\TestCase;
use Psr\Log\NullLogger;
use Symfony\Component\HttpClient\MockHttpClient;
use Symfony\Component\HttpClient\Response\MockResponse;

final class RingwellClientTest extends TestCase
{
    private const BASE = 'https://api.ringwell.com/api/public/v1/';

    private function client(MockResponse ...$responses): RingwellClient
    {
        $http = new MockHttpClient($responses, self::BASE);

        return new RingwellClient($http, 'ops-bot@harborpine.com', new NullLogger());
    }

    public function testAppendContactsPostsPhones(): void
    {
        $response = new MockResponse('{"added": 2}', ['http_code' => 201]);
        $this->client($response)->appendContacts('cl_42', ['+15550100', '+15550101']);

        self::assertSame('POST', $response->getRequestMethod());
        self::assertSame('https://api.ringwell.com/api/public/v1/contact-lists/cl_42/contacts', $response->getRequestUrl());
        self::assertContains('x-user-email: ops-bot@harborpine.com', $response->getRequestOptions()['headers']);
    }

    public function testUnknownActingUserRaises404Exception(): void
    {
        $this->expectException(ActingUserNotFoundException::class);
        $this->client(new MockResponse('{"error":"User not found"}', ['http_code' => 404]))
            ->listContactLists();
    }

    public function testDisabledApiRaisesOn503(): void
    {
        $this->expectException(RingwellDisabledException::class);
        $this->client(new MockResponse('{"error":"API disabled"}', ['http_code' => 503]))
            ->listContactLists();
    }

    public function testValidationDetailsAreExposed(): void
    {
        try {
            $this->client(new MockResponse(
                '{"error":"Validation failed","details":[{"path":"name","message":"is required"}]}',
                ['http_code' => 400]
            ))->createContactList('');
            self::fail('expected exception');
        } catch (RingwellApiException $e) {
            self::assertSame('name: is required', $e->firstFieldError());
        }
    }
}
