<?php

namespace Quillfield\CallCrest\Tests\Unit;

use GuzzleHttp\Client;
use GuzzleHttp\Handler\MockHandler;
use GuzzleHttp\HandlerStack;
use GuzzleHttp\Middleware;
use GuzzleHttp\Psr7\Response;
use PHPUnit\Framework\TestCase;
use Quillfield\CallCrest\ContactListGateway;
use Quillfield\CallCrest\Exceptions\ApiDisabledException;
use Quillfield\CallCrest\Exceptions\CallCrestApiException;
use Quillfield\CallCrest\Exceptions\UnknownActingUserException;

class ContactListGatewayTest extends TestCase
{
    private array $history = [];

    private function gateway(Response ...$responses): ContactListGateway
    {
        $stack = HandlerStack::create(new MockHandler($responses));
        $stack->push(Middleware::history($this->history));

        return new ContactListGateway(new Client([
            'handler' => $stack,
            'base_uri' => 'https://api.callcrest.com/api/public/v1/',
            'http_errors' => false,
        ]));
    }

    public function test_add_contacts_posts_phones_and_acting_user(): void
    {
        $gw = $this->gateway(new Response(200, [], '{"added":2}'));

        $gw->addContacts(42, ['+442071838750', '+442071838751'], '00u1abc');

        $req = $this->history[0]['request'];
        $this->assertSame('/api/public/v1/contact-lists/42/contacts', $req->getUri()->getPath());
        $this->assertSame('00u1abc', $req->getHeaderLine('X-User-Id'));
    }

    public function test_user_not_found_maps_to_dedicated_exception(): void
    {
        $this->expectException(UnknownActingUserException::class);

        $this->gateway(new Response(404, [], '{"error":"user not found"}'))->all();
    }

    public function test_503_means_api_disabled(): void
    {
        $this->expectException(ApiDisabledException::class);

        $this->gateway(new Response(503, [], '{"error":"API disabled on the server"}'))->find(1);
    }

    public function test_validation_details_are_exposed(): void
    {
        try {
            $this->gateway(new Response(400, [], json_encode([
                'error' => 'invalid request',
                'details' => [['path' => 'contacts.0.phone', 'message' => 'not E.164']],
            ])))->addContacts(1, ['12']);
            $this->fail('no exception');
        } catch (CallCrestApiException $e) {
            $this->assertSame('contacts.0.phone', $e->fieldErrors[0]['path']);
        }
    }
}
