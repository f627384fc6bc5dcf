<?php

namespace Harbourline\RinglaneBundle\Tests\Client;

use Harbourline\RinglaneBundle\Client\ContactListClient;
use Harbourline\RinglaneBundle\Exception\ApiDisabledException;
use Harbourline\RinglaneBundle\Exception\UnknownActingUserException;
use PHPUnit\Framework\TestCase;
use Symfony\Component\HttpClient\MockHttpClient;
use Symfony\Component\HttpClient\Response\MockResponse;

final class ContactListClientTest extends TestCase
{
    private const BASE = 'https://ringlane.test/api/public/v1/';

    public function testAddPhonesPostsToContactsEndpoint(): void
    {
        $mock = new MockHttpClient(function (string $method, string $url, array $options) {
            self::assertSame('POST', $method);
            self::assertSame(self::BASE.'contact-lists/lst_42/contacts', $url);
            self::assertContains('x-user-email: rep@kestrelmotors.co.uk', $options['headers']);

            return new MockResponse('{"added":1}', ['http_code' => 201]);
        }, self::BASE);

        $client = new ContactListClient($mock, 'rep@kestrelmotors.co.uk');
        self::assertSame(['added' => 1], $client->addPhones('lst_42', ['+447700900123']));
    }

    public function test503MeansDisabled(): void
    {
        $mock = new MockHttpClient(new MockResponse('{"error":"API disabled on the server"}', ['http_code' => 503]), self::BASE);

        $this->expectException(ApiDisabledException::class);
        (new ContactListClient($mock, 'rep@kestrelmotors.co.uk'))->all();
    }

    public function testUnknownUser(): void
    {
        $mock = new MockHttpClient(new MockResponse('{"error":"user not found"}', ['http_code' => 404]), self::BASE);

        $this->expectException(UnknownActingUserException::class);
        (new ContactListClient($mock, 'ghost@kestrelmotors.co.uk'))->all();
    }
}
