<?php

use App\Models\JobSite;
use App\Models\User;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Http;

beforeEach(function () {
    config()->set('dialer.url', 'https://api.callcrest.com/api/public/v1');
    config()->set('dialer.key', 'test-key');
    $this->user = User::factory()->create(['email' => 'sam@quillfield.co.uk']);
});

test('pushes phones to the site list as the current user', function () {
    Http::fake([
        'api.callcrest.com/api/public/v1/contact-lists/77/contacts' => Http::response(['added' => 1]),
    ]);
    $site = JobSite::factory()->create(['dialer_list_id' => 77]);

    $this->actingAs($this->user)
        ->postJson("/sites/{$site->id}/dialer", ['phones' => ['+447700900123']])
        ->assertOk()
        ->assertJson(['added' => 1]);

    Http::assertSent(fn (Request $r) => $r->header('X-User-Email')[0] === 'sam@quillfield.co.uk');
});

test('returns 422 when the rep has no callcrest seat (404)', function () {
    Http::fake(['*' => Http::response(['error' => 'user not found'], 404)]);
    $site = JobSite::factory()->create(['dialer_list_id' => 77]);

    $this->actingAs($this->user)
        ->postJson("/sites/{$site->id}/dialer", ['phones' => ['+447700900123']])
        ->assertStatus(422);
});

test('own API rejects unauthenticated calls with 401', function () {
    $this->postJson('/sites/1/dialer', ['phones' => []])->assertUnauthorized();
});
