<?php

use App\Models\User;

it('lets admins act as another rep via X-User-Email', function () {
    $admin = User::factory()->admin()->create();
    $rep = User::factory()->create(['email' => 'rep@harborpike.com']);

    $this->actingAs($admin)
        ->withHeader('X-User-Email', 'rep@harborpike.com')
        ->getJson('/api/v1/me')
        ->assertOk()
        ->assertJsonPath('email', $rep->email);
});

it('returns 404 user not found for an unknown email', function () {
    $admin = User::factory()->admin()->create();

    $this->actingAs($admin)
        ->withHeader('X-User-Email', 'ghost@harborpike.com')
        ->getJson('/api/v1/me')
        ->assertNotFound()
        ->assertJson(['error' => 'user not found']);
});
