<?php

namespace App\Jobs;

use App\Models\Lead;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldBeUnique;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Support\Facades\Http;

/**
 * When a lead texts STOP we must pull them out of every dialer list within 24h (TCPA).
 */
class RemoveOptedOutContactJob implements ShouldQueue, ShouldBeUnique
{
    use Dispatchable, InteractsWithQueue, Queueable;

    public array $backoff = [5, 15, 60, 180, 600];

    public function __construct(public Lead $lead, public string $listId)
    {
    }

    public function uniqueId(): string
    {
        return $this->listId.':'.$this->lead->phone_e164;
    }

    public function retryUntil(): \DateTimeInterface
    {
        return $this->lead->opted_out_at->copy()->addHours(20);
    }

    public function handle(): void
    {
        $cfg = config('services.ringlane');

        $response = Http::withHeaders([
            'x-api-key' => $cfg['api_key'],
            'x-user-email' => $cfg['acting_user'],
        ])->delete($cfg['base_url'].'/contact-lists/'.$this->listId.'/contacts/'.urlencode($this->lead->phone_e164));

        if ($response->status() === 404 && $response->json('error') === 'contact list not found') {
            // list already deleted upstream: nothing to remove
            return;
        }

        if (in_array($response->status(), [429, 502, 503], true)) {
            $this->release($response->status() === 429 ? 30 : 120);

            return;
        }

        $response->throw();
    }
}
