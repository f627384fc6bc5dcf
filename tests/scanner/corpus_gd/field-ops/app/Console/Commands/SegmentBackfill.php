<?php

namespace App\Console\Commands;

use App\Models\JobSite;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Http;

class SegmentBackfill extends Command
{
    protected $signature = 'segment:backfill {--since=}';

    protected $description = 'Replay job site events to Segment';

    public function handle(): int
    {
        $since = $this->option('since') ? now()->parse($this->option('since')) : now()->subDay();

        JobSite::where('updated_at', '>=', $since)->chunkById(200, function ($sites) {
            $batch = $sites->map(fn ($s) => [
                'type' => 'track',
                'event' => 'Job Site Updated',
                'userId' => (string) $s->owner_id,
                'properties' => ['site_id' => $s->id, 'status' => $s->status],
            ])->all();

            $res = Http::withBasicAuth(config('services.segment.write_key'), '')
                ->post('https://api.segment.io/v1/batch', ['batch' => $batch]);

            if ($res->status() === 400) {
                $this->error('Segment rejected batch: '.$res->json('error'));
            }
        });

        return self::SUCCESS;
    }
}
