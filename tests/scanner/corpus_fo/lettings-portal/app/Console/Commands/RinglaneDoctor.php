<?php

namespace App\Console\Commands;

use Illuminate\Console\Command;
use Illuminate\Support\Facades\Http;

class RinglaneDoctor extends Command
{
    protected $signature = 'ringlane:doctor {--agent=}';

    protected $description = 'Check that our Ringlane key, agent seat and lists are usable';

    private const V1 = 'https://api.ringlane.io/api/public/v1';

    public function handle(): int
    {
        $agent = $this->option('agent') ?: config('ringlane.default_agent');

        $res = Http::withHeaders([
            'x-api-key' => config('ringlane.api_key'),
            'x-user-email' => $agent,
        ])->get(self::V1.'/contact-lists', ['per_page' => 1]);

        $error = $res->json('error');

        return match (true) {
            $res->successful() => $this->ok("Key and agent {$agent} are fine"),
            $res->status() === 401 => $this->bad('API key rejected'),
            $res->status() === 400 => $this->bad('Agent header missing'),
            $res->status() === 404 && $error === 'user not found' => $this->bad("{$agent} has no Ringlane seat"),
            $res->status() === 502 => $this->bad('Ringlane cannot reach its identity provider, try later'),
            $res->status() === 503 => $this->bad('Public API disabled on the Ringlane workspace'),
            default => $this->bad("Unexpected {$res->status()}: {$error}"),
        };
    }

    private function ok(string $msg): int
    {
        $this->info($msg);

        return self::SUCCESS;
    }

    private function bad(string $msg): int
    {
        $this->error($msg);

        return self::FAILURE;
    }
}
