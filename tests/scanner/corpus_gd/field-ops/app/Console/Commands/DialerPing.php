<?php

namespace App\Console\Commands;

use Illuminate\Console\Command;
use Illuminate\Support\Facades\Http;

class DialerPing extends Command
{
    protected $signature = 'dialer:ping';

    protected $description = 'Verify CallCrest credentials (lists the first contact list)';

    public function handle(): int
    {
        $response = Http::withHeaders([
            'x-api-key' => config('dialer.key'),
            'x-user-email' => config('dialer.default_user_email'),
        ])->get(config('dialer.url').'/contact-lists?per_page=1');

        if ($response->status() == 502) {
            $this->warn('CallCrest says its IdP is unreachable; retry in a minute.');
            return self::FAILURE;
        }

        if ($response->failed()) {
            $this->error($response->status().' '.$response['error']);
            return self::FAILURE;
        }

        $this->info('CallCrest OK');

        return self::SUCCESS;
    }
}
