<?php

namespace Quillfield\CallCrest\Jobs;

use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;

/**
 * Mirrors a dial outcome back onto the CallCrest list so reps don't redial.
 */
class PushDialOutcomeJob implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable;

    public $backoff = [30, 120, 600];

    public function __construct(
        public string $listId,
        public string $contactId,
        public string $outcome,
        public string $repIdpSubject,
    ) {
    }

    public function retryUntil(): \DateTime
    {
        return now()->addMinutes(45);
    }

    public function handle(): void
    {
        $cfg = config('callcrest');
        $url = "{$cfg['host']}/api/public/v1/contact-lists/{$this->listId}/contacts/{$this->contactId}";

        $res = Http::withToken($cfg['key'])
            ->withHeaders(['X-User-ID' => $this->repIdpSubject])
            ->patch($url, ['disposition' => $this->outcome]);

        if ($res->successful()) {
            return;
        }

        if ($res->status() === 503) {
            // API switched off for the tenant: no point retrying for 45 minutes.
            Log::critical('CallCrest public API disabled', ['message' => $res->json('error')]);
            $this->fail(new \RuntimeException('CallCrest API disabled'));

            return;
        }

        if ($res->status() === 502 || $res->status() === 429) {
            $this->release($this->backoff[$this->attempts() - 1] ?? 600);

            return;
        }

        $res->throw();
    }
}
