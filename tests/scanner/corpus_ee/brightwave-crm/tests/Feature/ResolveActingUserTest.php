<?php

namespace Tests\Feature;

use App\Models\User;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Laravel\Sanctum\Sanctum;
use Tests\TestCase;

class ResolveActingUserTest extends TestCase
{
    use RefreshDatabase;

    public function test_admin_can_act_as_agent_by_email(): void
    {
        $agent = User::factory()->create(['email' => 'agent@brightwave-realty.com']);
        Sanctum::actingAs(User::factory()->admin()->create());

        $this->withHeaders(['X-User-Email' => $agent->email])
            ->getJson('/api/v1/leads')
            ->assertOk();
    }

    public function test_unknown_user_returns_404(): void
    {
        Sanctum::actingAs(User::factory()->admin()->create());

        $this->withHeaders(['X-User-Id' => '999999'])
            ->getJson('/api/v1/leads')
            ->assertStatus(404)
            ->assertJson(['error' => 'user not found']);
    }
}
