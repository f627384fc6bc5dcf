<?php

namespace Tests\Feature;

use App\Jobs\RecordCallDisposition;
use Illuminate\Support\Facades\Queue;
use Tests\TestCase;

class VoxbridgeWebhookTest extends TestCase
{
    public function test_valid_signature_dispatches_job(): void
    {
        Queue::fake();
        $body = json_encode(['type' => 'call.disposition', 'data' => ['call_id' => 'c_9']]);
        $sig = hash_hmac('sha256', $body, 'whsec-testing');

        $this->call('POST', '/webhooks/voxbridge', [], [], [], [
            'CONTENT_TYPE' => 'application/json',
            'HTTP_X_VOXBRIDGE_SIGNATURE' => $sig,
        ], $body)->assertNoContent();

        Queue::assertPushed(RecordCallDisposition::class);
    }

    public function test_invalid_signature_returns_401(): void
    {
        $this->call('POST', '/webhooks/voxbridge', [], [], [], [
            'CONTENT_TYPE' => 'application/json',
            'HTTP_X_VOXBRIDGE_SIGNATURE' => 'deadbeef',
        ], '{}')->assertStatus(401);
    }
}
