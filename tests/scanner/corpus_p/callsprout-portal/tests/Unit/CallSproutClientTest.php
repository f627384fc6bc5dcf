<?php

namespace Tests\Unit;

use App\Services\CallSprout\CallSproutClient;
use App\Services\CallSprout\CallSproutException;
use GuzzleHttp\Handler\MockHandler;
use GuzzleHttp\Psr7\Response;
use PHPUnit\Framework\TestCase;

class CallSproutClientTest extends TestCase
{
    public function test_503_is_reported_as_api_disabled(): void
    {
        $client = $this->clientReturning(new Response(503, [], '{}'));

        $this->expectException(CallSproutException::class);
        $this->expectExceptionCode(503);
        $client->lists();
    }

    public function test_502_is_retryable(): void
    {
        $client = $this->clientReturning(new Response(502, [], '{}'));

        try {
            $client->lists();
            $this->fail('expected exception');
        } catch (CallSproutException $e) {
            $this->assertTrue($e->retryable);
        }
    }

    private function clientReturning(Response $response): CallSproutClient
    {
        $client = new CallSproutClient(['base_uri' => 'http://callsprout.test', 'key' => 'k', 'acting_user' => 'qa@example.com']);
        $mock = new MockHandler([$response]);
        $prop = (new \ReflectionClass($client))->getProperty('http');
        $prop->setValue($client, new \GuzzleHttp\Client(['handler' => \GuzzleHttp\HandlerStack::create($mock)]));

        return $client;
    }
}
