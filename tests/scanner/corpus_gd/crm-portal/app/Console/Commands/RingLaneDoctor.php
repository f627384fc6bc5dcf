<?php

namespace App\Console\Commands;

use Illuminate\Console\Command;
use Illuminate\Support\Facades\Http;

class RingLaneDoctor extends Command
{
    protected $signature = 'ringlane:doctor {--as= : Email of the RingLane user to act as}';

    protected $description = 'Check connectivity and credentials against the RingLane API';

    public function handle(): int
    {
        $cfg = config('services.ringlane');
        $as = $this->option('as') ?: $cfg['acting_user'];

        $res = Http::withHeaders(['X-API-KEY' => $cfg['api_key'], 'X-USER-EMAIL' => $as])
            ->timeout(10)
            ->get(rtrim($cfg['base_url'], '/').'/contact-lists', ['limit' => 1]);

        switch ($res->status()) {
            case 200:
                $this->info('OK - credentials valid, acting as '.$as);
                return self::SUCCESS;
            case 401:
                $this->error('API key rejected.');
                break;
            case 400:
                $this->error('Acting user header missing.');
                break;
            case 404:
                $this->error("RingLane doesn't know {$as} (user not found in their IdP).");
                break;
            case 502:
                $this->warn('RingLane could not reach its identity provider - transient, try again.');
                break;
            case 503:
                $this->error('Public API disabled on the RingLane side. Ask our CSM to re-enable it.');
                break;
            default:
                $this->error('Unexpected status '.$res->status().': '.$res->json('error', $res->body()));
        }

        return self::FAILURE;
    }
}
