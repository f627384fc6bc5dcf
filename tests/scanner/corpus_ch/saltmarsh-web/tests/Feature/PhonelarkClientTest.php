<?php

namespace Tests\Feature;

use App\Services\Phonelark\PhonelarkClient;
use App\Services\Phonelark\PhonelarkException;
use GuzzleHttp\Psr7\Response;
use Tests\TestCase;

class PhonelarkClientTest extends TestCase
{
    public function test_it_maps_502_to_retryable(): void
    {
        $e = PhonelarkException::fromResponse(new Response(502, [], '{"error":"identity provider unavailable"}'));
        $this->assertTrue($e->retryable);
    }

    public function test_user_not_found_is_detected(): void
    {
        $e = PhonelarkException::fromResponse(new Response(404, [], json_encode(['error' => 'User not found', 'details' => []])));
        $this->assertTrue($e->isUnknownUser());
    }

    public function test_list_not_found_is_not_unknown_user(): void
    {
        $e = PhonelarkException::fromResponse(new Response(404, [], '{"error":"contact list not found"}'));
        $this->assertFalse($e->isUnknownUser());
    }

    public function test_client_builds_with_config(): void
    {
        $client = new PhonelarkClient([
            'base_url' => 'https://api.phonelark.test/api/public/v1',
            'key' => 'test-key',
            'acting_email' => 'qa@example.com',
        ]);
        $this->assertInstanceOf(PhonelarkClient::class, $client);
    }
}
