<?php

namespace Tests\Feature;

use App\Services\Dialwise\DialwiseClient;
use App\Services\Dialwise\DialwiseException;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Http;
use Tests\TestCase;

class DialwiseClientTest extends TestCase
{
    private function client(): DialwiseClient
    {
        return new DialwiseClient('https://api.dialwise.com/api/public/v1', 'test-key', 'rep@brightlinesolar.com');
    }

    public function test_it_sends_key_and_acting_user(): void
    {
        Http::fake([
            'api.dialwise.com/api/public/v1/contact-lists' => Http::response(['data' => []]),
        ]);

        $this->client()->lists();

        Http::assertSent(function (Request $request) {
            return $request->hasHeader('x-api-key', 'test-key')
                && $request->hasHeader('x-user-email', 'rep@brightlinesolar.com');
        });
    }

    public function test_user_not_found_is_detected(): void
    {
        Http::fake([
            'api.dialwise.com/*' => Http::response(['error' => 'user not found', 'details' => []], 404),
        ]);

        try {
            $this->client()->lists();
            $this->fail('expected exception');
        } catch (DialwiseException $e) {
            $this->assertTrue($e->isUserNotFound());
        }
    }

    public function test_returns_404_for_missing_portal_user(): void
    {
        $this->getJson('/api/v1/leads', ['X-User-Email' => 'nobody@example.com'])
            ->assertNotFound()
            ->assertJson(['error' => 'user not found']);
    }
}
