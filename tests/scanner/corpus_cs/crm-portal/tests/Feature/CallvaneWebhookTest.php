<?php

namespace Tests\Feature;

use App\Models\CallLog;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Tests\TestCase;

class CallvaneWebhookTest extends TestCase
{
    use RefreshDatabase;

    public function test_valid_signature_records_call(): void
    {
        $payload = json_encode([
            'type' => 'call.completed',
            'data' => ['id' => 'call_1', 'to' => '+15555550111', 'duration_seconds' => 42],
        ]);

        $sig = hash_hmac('sha256', $payload, 'whsec-test');

        $this->call('POST', '/api/webhooks/callvane', [], [], [], [
            'CONTENT_TYPE' => 'application/json',
            'HTTP_X_CALLVANE_SIGNATURE' => $sig,
        ], $payload)->assertOk();

        $this->assertDatabaseHas(CallLog::class, ['callvane_call_id' => 'call_1']);
    }

    public function test_bad_signature_is_rejected(): void
    {
        $this->postJson('/api/webhooks/callvane', ['type' => 'call.completed'])
            ->assertStatus(401);
    }
}
