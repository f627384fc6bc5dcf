<?php

namespace App\Jobs;

use App\Models\Lead;
use App\Services\Dialwise\DialwiseClient;
use App\Services\Dialwise\DialwiseException;
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

    /** Statuses from Dialwise that are worth another attempt. */
    private const RETRYABLE = [429, 502];

    public function __construct(public string $listId, public string $region)
    {
    }

    public function backoff(): array
    {
        return [30, 120, 600];
    }

    public function handle(DialwiseClient $dialwise): void
    {
        $phones = Lead::query()
            ->where('region', $this->region)
            ->whereNotNull('phone')
            ->pluck('phone')
            ->all();

        try {
            $dialwise->appendContacts($this->listId, $phones);
        } catch (DialwiseException $e) {
            if (in_array($e->getCode(), self::RETRYABLE, true)) {
                $this->release(60);
                return;
            }
            if ($e->isApiDisabled()) {
                Log::critical('Dialwise public API is switched off for our account');
                $this->fail($e);
                return;
            }
            if ($e->isUserNotFound()) {
                Log::error('Dialwise acting user is not provisioned', ['region' => $this->region]);
                $this->fail($e);
                return;
            }
            throw $e;
        }
    }
}
