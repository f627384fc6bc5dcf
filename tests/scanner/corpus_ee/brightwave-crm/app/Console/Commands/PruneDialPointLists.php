<?php

namespace App\Console\Commands;

use App\Models\Campaign;
use App\Services\DialPoint\DialPointClient;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Http;

class PruneDialPointLists extends Command
{
    protected $signature = 'dialpoint:prune-lists {--dry-run : Only print what would be deleted}';

    protected $description = 'Delete DialPoint contact lists for campaigns closed more than 90 days ago';

    public function handle(DialPointClient $client): int
    {
        $closed = Campaign::query()
            ->whereNotNull('dialpoint_list_id')
            ->where('closed_at', '<', now()->subDays(90))
            ->get();

        $base = rtrim(config('services.dialpoint.base_url'), '/');

        foreach ($closed as $campaign) {
            $this->line("Campaign {$campaign->id}: list {$campaign->dialpoint_list_id}");

            if ($this->option('dry-run')) {
                continue;
            }

            $res = Http::withHeaders([
                'x-api-key' => config('services.dialpoint.api_key'),
                'x-user-email' => config('services.dialpoint.acting_email'),
            ])->delete("{$base}/contact-lists/{$campaign->dialpoint_list_id}");

            if ($res->successful() || $res->status() === 404) {
                $campaign->forceFill(['dialpoint_list_id' => null])->save();
                continue;
            }

            if ($res->status() === 503) {
                $this->error('DialPoint reports the public API is disabled; ask an admin to re-enable it.');

                return self::FAILURE;
            }

            $this->warn('  failed: ' . $res->json('error', $res->body()));
        }

        return self::SUCCESS;
    }
}
