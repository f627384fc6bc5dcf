<?php

use App\Services\Ringlane\RinglaneClient;
use App\Services\Ringlane\RinglaneException;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Http;

beforeEach(function () {
    config()->set('ringlane.base_url', 'https://api.ringlane.io/api/public/v1');
    config()->set('ringlane.api_key', 'test-key');
});

it('sends the workspace key and acting agent', function () {
    Http::fake(['api.ringlane.io/*' => Http::response(['data' => []])]);

    app(RinglaneClient::class)->lists();

    Http::assertSent(function (Request $request) {
        return $request->hasHeader('X-Api-Key', 'test-key')
            && $request->hasHeader('X-User-Email', 'ops@harbourlettings.co.uk')
            && $request->url() === 'https://api.ringlane.io/api/public/v1/contact-lists';
    });
});

it('maps a 404 user not found to isUnknownAgent', function () {
    Http::fake(['*' => Http::response(['error' => 'user not found'], 404)]);

    try {
        app(RinglaneClient::class)->lists();
    } catch (RinglaneException $e) {
        expect($e->isUnknownAgent())->toBeTrue();
    }
});

it('exposes validation details', function () {
    Http::fake(['*' => Http::response([
        'error' => 'validation failed',
        'details' => [['path' => 'contacts.0.phone', 'message' => 'must be E.164']],
    ], 400)]);

    try {
        app(RinglaneClient::class)->appendContacts('lst_1', [['phone' => '0123']]);
    } catch (RinglaneException $e) {
        expect($e->fieldErrors())->toBe(['contacts.0.phone' => 'must be E.164']);
    }
});

it('returns 503 from our api when the dialer is down', function () {
    Http::fake(['*' => Http::response([], 500)]);

    $this->actingAs(\App\Models\User::factory()->create())
        ->getJson('/api/call-lists')
        ->assertStatus(422);
});
