<?php

namespace App\Jobs;

use App\Models\Campaign;
use App\Notifications\DialPointSyncFailed;
use App\Services\DialPoint\ContactListSync;
use App\Services\DialPoint\Exceptions\DialPointException;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldBeUnique;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Http\Client\RequestException;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;

class PushLeadsToDialPoint implements ShouldQueue, ShouldBeUnique
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    /** Statuses where DialPoint told us to come back later. */
    private const TRANSIENT = [429, 502, 503];

    public int $tries = 5;

    public function __construct(public Campaign $campaign)
    {
    }

    public function uniqueId(): string
    {
        return 'dialpoint-sync-' . $this->campaign->id;
    }

    public function backoff(): array
    {
        return [30, 120, 600, 1800];
    }

    public function handle(ContactListSync $sync): void
    {
        try {
            $sync->sync($this->campaign);
        } catch (RequestException $e) {
            $status = $e->response->status();

            if (in_array($status, self::TRANSIENT, true)) {
                $this->release($this->backoff()[$this->attempts() - 1] ?? 1800);

                return;
            }

            if ($status === 404 && $e->response->json('error') === 'user not found') {
                // campaign owner has no DialPoint seat (left the company / never provisioned)
                $this->campaign->owner->notify(new DialPointSyncFailed('Your DialPoint seat was not found.'));
                $this->delete();

                return;
            }

            throw $e;
        } catch (DialPointException $e) {
            $this->fail($e);
        }
    }
}
