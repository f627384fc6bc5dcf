<?php

namespace App\Jobs;

use App\Models\OptOut;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Support\Facades\Http;

class PurgeOptedOutNumbers implements ShouldQueue
{
    use Dispatchable, Queueable;

    public function __construct(public string $listId)
    {
    }

    public function handle(): void
    {
        OptOut::query()->where('synced', false)->each(function (OptOut $optOut) {
            $res = Http::ringlane()->delete("contact-lists/{$this->listId}/contacts/{$optOut->phone}");

            if ($res->status() === 404 && $res->json('error') === 'user not found') {
                // default agent was offboarded; nothing we can do from here
                return false;
            }

            if ($res->successful() || $res->status() === 404) {
                $optOut->update(['synced' => true]);
            }
        });
    }
}
