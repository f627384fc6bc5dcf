<?php

namespace App\Jobs;

use App\Models\Campaign;
use App\Services\CallSprout\CallSproutClient;
use App\Services\CallSprout\CallSproutException;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;

class SyncContactListJob implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable;

    public int $tries = 5;

    public function __construct(public Campaign $campaign) {}

    public function backoff(): array
    {
        return [10, 60, 300];
    }

    public function handle(CallSproutClient $callsprout): void
    {
        $phones = $this->campaign->leads()->whereNotNull('phone_e164')->pluck('phone_e164')->all();

        try {
            foreach (array_chunk($phones, 500) as $chunk) {
                $callsprout->appendContacts($this->campaign->callsprout_list_id, $chunk);
            }
        } catch (CallSproutException $e) {
            if ($e->retryable) {
                $this->release(60);
                return;
            }
            $this->fail($e);
        }
    }
}
