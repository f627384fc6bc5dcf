<?php

namespace App\Jobs;

use App\Models\CallCampaign;
use App\Services\RingLane\Exceptions\RingLaneUnavailable;
use App\Services\RingLane\RingLaneClient;
use App\Services\RingLane\RingLaneException;
use DateTime;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\Log;

class SyncContactListJob implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $tries = 0;

    public function __construct(public CallCampaign $campaign)
    {
        $this->onQueue('dialer');
    }

    public function backoff(): array
    {
        return [10, 30, 90, 300];
    }

    public function retryUntil(): DateTime
    {
        return now()->addHours(2);
    }

    public function handle(RingLaneClient $ringlane): void
    {
        $phones = $this->campaign->leads()->whereNotNull('phone_e164')->pluck('phone_e164')->all();

        try {
            if (! $this->campaign->ringlane_list_id) {
                $list = $ringlane->createList($this->campaign->name, $this->campaign->owner->email);
                $this->campaign->update(['ringlane_list_id' => $list['id']]);
            }

            foreach (array_chunk($phones, 500) as $chunk) {
                $ringlane->appendContacts($this->campaign->ringlane_list_id, $chunk);
            }
        } catch (RingLaneUnavailable $e) {
            // IdP hiccup on their side, try again later.
            $this->release(60);
        } catch (RingLaneException $e) {
            if ($e->getCode() === 502) {
                $this->release(120);

                return;
            }

            if ($e->isUserNotFound()) {
                Log::warning('Campaign owner has no RingLane seat', [
                    'campaign' => $this->campaign->id,
                    'owner' => $this->campaign->owner->email,
                ]);
                $this->fail($e);

                return;
            }

            Log::error('RingLane sync failed', [
                'campaign' => $this->campaign->id,
                'error' => $e->getMessage(),
                'details' => $e->detailLines(),
            ]);

            throw $e;
        }
    }
}
