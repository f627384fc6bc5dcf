<?php

namespace Tests\Feature;

use App\Jobs\RemoveOptedOutContactJob;
use App\Models\Lead;
use Illuminate\Foundation\Testing\RefreshDatabase;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Http;
use Tests\TestCase;

class RemoveOptedOutContactJobTest extends TestCase
{
    use RefreshDatabase;

    public function test_it_deletes_the_contact_from_the_dialer_list(): void
    {
        Http::fake([
            'https://api.ringlane.io/api/public/v1/contact-lists/cl_55/contacts/*' => Http::response(null, 204),
        ]);

        $lead = Lead::factory()->optedOut()->create(['phone_e164' => '+14155550199']);

        RemoveOptedOutContactJob::dispatchSync($lead, 'cl_55');

        Http::assertSent(fn (Request $r) => $r->method() === 'DELETE'
            && str_ends_with($r->url(), '/contacts/%2B14155550199'));
    }

    public function test_missing_list_is_treated_as_done(): void
    {
        Http::fake(['*' => Http::response(['error' => 'contact list not found'], 404)]);

        $lead = Lead::factory()->optedOut()->create();

        RemoveOptedOutContactJob::dispatchSync($lead, 'cl_gone');

        Http::assertSentCount(1);
    }

    public function test_it_retries_on_502_and_503(): void
    {
        Http::fakeSequence()->push([], 502)->push([], 204);

        $lead = Lead::factory()->optedOut()->create();

        $job = (new RemoveOptedOutContactJob($lead, 'cl_1'))->withFakeQueueInteractions();
        $job->handle();

        $job->assertReleased(120);
    }
}
