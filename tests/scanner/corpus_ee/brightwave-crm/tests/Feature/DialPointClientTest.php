<?php

namespace Tests\Feature;

use App\Models\Campaign;
use App\Services\DialPoint\ContactListSync;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Http;
use Tests\TestCase;

class DialPointClientTest extends TestCase
{
    use RefreshDatabase;

    protected function setUp(): void
    {
        parent::setUp();

        config(['services.dialpoint.base_url' => 'https://api.dialpoint.io/api/public/v1']);
        config(['services.dialpoint.api_key' => 'dp_test_key']);
    }

    public function test_it_creates_a_list_and_appends_contacts(): void
    {
        Http::fake([
            'api.dialpoint.io/api/public/v1/contact-lists' => Http::response(['id' => 'cl_123'], 201),
            'api.dialpoint.io/api/public/v1/contact-lists/cl_123/contacts' => Http::response(['added' => 2]),
        ]);

        $campaign = Campaign::factory()->hasLeads(2)->create();

        app(ContactListSync::class)->sync($campaign);

        $this->assertSame('cl_123', $campaign->fresh()->dialpoint_list_id);
        Http::assertSentCount(2);
        Http::assertSent(fn (Request $r) => count($r['contacts'] ?? []) === 2 || $r['name'] !== null);
    }

    public function test_missing_list_resets_campaign(): void
    {
        Http::fake([
            '*/contact-lists/*/contacts' => Http::response(['error' => 'contact list not found'], 404),
        ]);

        $campaign = Campaign::factory()->hasLeads(1)->create(['dialpoint_list_id' => 'cl_gone']);

        app(ContactListSync::class)->sync($campaign);

        $this->assertNull($campaign->fresh()->dialpoint_list_id);
    }

    public function test_503_is_not_retried_forever(): void
    {
        Http::fake(['*' => Http::response(['error' => 'API disabled'], 503)]);

        $this->expectException(\Illuminate\Http\Client\RequestException::class);

        app(ContactListSync::class)->sync(Campaign::factory()->hasLeads(1)->create(['dialpoint_list_id' => 'cl_1']));
    }
}
