<?php

namespace App\Jobs;

use App\Models\Campaign;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;

class SyncContactListJob implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable;

    public int $tries = 5;

    public function __construct(public Campaign $campaign)
    {
    }

    public function handle(): void
    {
        $owner = $this->campaign->owner->email;
        $listId = $this->campaign->callvox_list_id;

        if ($listId === null) {
            $res = Http::callvox($owner)->post('/contact-lists', [
                'name' => $this->campaign->name,
            ]);
            $listId = $res->json('id');
            $this->campaign->update(['callvox_list_id' => $listId]);
        }

        $phones = $this->campaign->leads()->pluck('phone')->all();

        foreach (array_chunk($phones, 500) as $chunk) {
            $res = Http::callvox($owner)->post("/contact-lists/{$listId}/contacts", [
                'phones' => $chunk,
            ]);

            if ($res->successful()) {
                continue;
            }

            if ($res->status() === 404 && $res->json('error') === 'user not found') {
                Log::warning('Campaign owner has no Callvox seat', ['owner' => $owner]);
                $this->fail(new \RuntimeException('owner not provisioned in Callvox'));
                return;
            }

            if ($res->status() === 503) {
                // API switched off on their side (maintenance toggle), try again later
                $this->release(600);
                return;
            }

            $res->throw();
        }

        // also mirror the list into SendGrid for the email follow-up
        Http::sendgrid()->put('/marketing/lists/' . $this->campaign->sendgrid_list_id, [
            'name' => $this->campaign->name,
        ]);
    }

    public function failed(\Throwable $e): void
    {
        Log::error('SyncContactListJob failed', ['campaign' => $this->campaign->id, 'msg' => $e->getMessage()]);
    }
}
