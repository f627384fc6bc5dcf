<?php

namespace Tests\Unit;

use App\Services\Voxbridge\VoxbridgeClient;
use App\Services\Voxbridge\VoxbridgeException;
use GuzzleHttp\Handler\MockHandler;
use GuzzleHttp\HandlerStack;
use GuzzleHttp\Middleware;
use GuzzleHttp\Psr7\Response;
use PHPUnit\Framework\TestCase;

class VoxbridgeClientTest extends TestCase
{
    private array $history = [];

    private function client(array $responses): VoxbridgeClient
    {
        $stack = HandlerStack::create(new MockHandler($responses));
        $stack->push(Middleware::history($this->history));

        return new VoxbridgeClient([
            'base_uri' => 'https://voxbridge.fake/api/public/v1/',
            'key' => 'testing',
        ], $stack);
    }

    public function test_lists_sends_key_and_acting_user(): void
    {
        $this->client([new Response(200, [], '{"items":[]}')])->lists('nurse@meridelhealth.org');

        $request = $this->history[0]['request'];
        $this->assertSame('/api/public/v1/contact-lists', $request->getUri()->getPath());
        $this->assertSame('testing', $request->getHeaderLine('X-Api-Key'));
        $this->assertSame('nurse@meridelhealth.org', $request->getHeaderLine('X-User-Email'));
    }

    public function test_append_patients_posts_phones(): void
    {
        $this->client([new Response(201, [], '{"added":1}')])->appendPatients('nurse@meridelhealth.org', 12, ['+15550199']);

        $this->assertSame('/api/public/v1/contact-lists/12/contacts', $this->history[0]['request']->getUri()->getPath());
    }

    public function test_404_user_not_found_is_detected(): void
    {
        try {
            $this->client([new Response(404, [], '{"error":"user not found"}')])->lists('gone@meridelhealth.org');
            $this->fail('expected exception');
        } catch (VoxbridgeException $e) {
            $this->assertTrue($e->isUnknownUser());
        }
    }

    public function test_503_means_api_disabled(): void
    {
        $this->expectException(VoxbridgeException::class);
        $this->client([new Response(503, [], '{"error":"public API disabled"}')])->lists('nurse@meridelhealth.org');
    }
}
