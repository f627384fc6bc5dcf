<?php

namespace Tests\Feature;

use Tests\TestCase;

class WebhookStatusTest extends TestCase
{
    public function test_stripe_webhook_returns_400_on_bad_signature(): void
    {
        $this->postJson('/webhooks/stripe', [], ['Stripe-Signature' => 't=1,v1=bad'])
            ->assertStatus(400)
            ->assertJson(['error' => 'invalid signature']);
    }

    public function test_returns_503_when_maintenance_mode(): void
    {
        $this->artisan('down');
        $this->get('/')->assertStatus(503);
        $this->artisan('up');
    }

    public function test_user_not_found_returns_404(): void
    {
        $this->getJson('/api/users/999', ['X-User-Id' => '1'])->assertNotFound();
    }
}
