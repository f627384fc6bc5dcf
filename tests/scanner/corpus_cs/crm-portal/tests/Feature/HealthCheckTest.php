<?php

namespace Tests\Feature;

use Illuminate\Support\Facades\Cache;
use Tests\TestCase;

class HealthCheckTest extends TestCase
{
    public function test_health_returns_200_when_dependencies_up(): void
    {
        $this->getJson('/up')->assertOk();
    }

    public function test_health_returns_503_when_cache_down(): void
    {
        Cache::shouldReceive('get')->andThrow(new \RuntimeException('redis gone'));

        $this->getJson('/up')->assertStatus(503);
    }

    public function test_unknown_user_header_returns_404_user_not_found(): void
    {
        $this->withHeaders(['X-User-Email' => 'nobody@example.com'])
            ->getJson('/api/v1/leads')
            ->assertStatus(404)
            ->assertJson(['error' => 'user not found']);
    }
}
