<?php

it('accepts a correctly signed ringlane webhook', function () {
    config()->set('ringlane.webhook.secret', 'whsec_test');
    $body = json_encode(['event' => 'call.completed', 'data' => ['id' => 'c_1']]);

    $this->call('POST', '/api/webhooks/ringlane', [], [], [], [
        'HTTP_X_RINGLANE_SIGNATURE' => hash_hmac('sha256', $body, 'whsec_test'),
        'CONTENT_TYPE' => 'application/json',
    ], $body)->assertNoContent();
});

it('rejects an unsigned stripe webhook', function () {
    $this->postJson('/api/webhooks/stripe', ['type' => 'invoice.paid'])
        ->assertStatus(400)
        ->assertJson(['error' => 'invalid signature']);
});
