<?php

namespace App\Jobs;

use App\Models\Campaign;
use App\Services\Callvane\CallvaneClient;
use App\Services\Callvane\CallvaneException;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\Log;

class SyncContactListJob implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $tries = 5;

    public function __construct(public Campaign $campaign)
    {
        $this->onQueue('dialer');
    }

    public function backoff(): array
    {
        return [10, 30, 120, 300];
    }

    public function handle(CallvaneClient $callvane): void
    {
        $phones = $this->campaign->leads()
            ->whereNotNull('phone_e164')
            ->pluck('phone_e164')
            ->all();

        try {
            if (! $this->campaign->callvane_list_id) {
                $list = $callvane->createContactList(
                    'crm-' . $this->campaign->id . '-' . $this->campaign->slug,
                    $this->campaign->owner?->email,
                );
                $this->campaign->update(['callvane_list_id' => $list['id']]);
            }

            foreach (array_chunk($phones, 500) as $chunk) {
                $callvane->appendContacts($this->campaign->callvane_list_id, $chunk);
            }
        } catch (CallvaneException $e) {
            switch ($e->getCode()) {
                case 502:
                    // identity provider hiccup on Callvane's side, try again later
                    $this->release(60);
                    return;
                case 404:
                    if ($e->getMessage() === 'user not found') {
                        Log::notice('Campaign owner unknown to Callvane, falling back to ops bot', [
                            'campaign' => $this->campaign->id,
                        ]);
                        $this->campaign->update(['owner_synced' => false]);
                        $this->release(5);
                        return;
                    }
                    break;
            }

            Log::error('Callvane sync failed', [
                'campaign' => $this->campaign->id,
                'status' => $e->getCode(),
                'fields' => $e->fieldErrors(),
            ]);

            throw $e;
        }
    }
}
