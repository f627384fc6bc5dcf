<?php

namespace Tests\Feature;

use App\Services\Dialcrest\DialcrestClient;
use App\Services\Dialcrest\DialcrestException;
use App\Services\Dialcrest\DialcrestUserMissing;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Http;
use Tests\TestCase;

class DialcrestClientTest extends TestCase
{
    private function client(): DialcrestClient
    {
        return new DialcrestClient('https://api.dialcrest.test/api/public/v1', 'test-key', 'crm-sync@marlow.test');
    }

    public function test_append_contacts_posts_phone_numbers(): void
    {
        Http::fake([
            'api.dialcrest.test/api/public/v1/contact-lists/7/contacts' => Http::response(['added' => 2], 201),
        ]);

        $this->client()->appendContacts(7, ['+447700900111', '+447700900222']);

        Http::assertSent(fn (Request $r) => $r['phones'] === ['+447700900111', '+447700900222']);
    }

    public function test_404_user_not_found_maps_to_user_missing(): void
    {
        Http::fake([
            '*' => Http::response(['error' => 'user not found', 'details' => []], 404),
        ]);

        $this->expectException(DialcrestUserMissing::class);
        $this->client()->lists();
    }

    public function test_503_is_not_retryable(): void
    {
        Http::fake(['*' => Http::response(['error' => 'API disabled'], 503)]);

        try {
            $this->client()->lists();
            $this->fail('expected exception');
        } catch (DialcrestException $e) {
            $this->assertFalse($e->retryable);
        }
    }
}
