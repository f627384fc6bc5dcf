<?php

namespace App\Jobs;

use App\Models\Branch;
use App\Models\Viewing;
use App\Services\Ringlane\RinglaneClient;
use App\Services\Ringlane\RinglaneException;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Queue\SerializesModels;
use Illuminate\Support\Facades\Log;

class SyncViewingCallList implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable, SerializesModels;

    public int $tries = 5;

    public array $backoff = [30, 120, 600];

    public function __construct(public Branch $branch)
    {
    }

    public function handle(RinglaneClient $ringlane): void
    {
        $client = $ringlane->as($this->branch->manager);

        $contacts = Viewing::query()
            ->whereBelongsTo($this->branch)
            ->needingFollowUp()
            ->get()
            ->map(fn (Viewing $v) => ['phone' => $v->applicant_phone_e164, 'name' => $v->applicant_name])
            ->values()
            ->all();

        try {
            $client->appendContacts($this->branch->ringlane_list_id, $contacts);
        } catch (RinglaneException $e) {
            if ($e->transient) {
                $this->release(60);

                return;
            }

            if ($e->isListMissing()) {
                $created = $client->createList("Viewings follow-up - {$this->branch->name}");
                $this->branch->update(['ringlane_list_id' => $created['id']]);
                $this->release(5);

                return;
            }

            if ($e->isUnknownAgent()) {
                Log::warning('Branch manager has no Ringlane seat', ['branch' => $this->branch->id]);
                $this->fail($e);

                return;
            }

            throw $e;
        }
    }
}
