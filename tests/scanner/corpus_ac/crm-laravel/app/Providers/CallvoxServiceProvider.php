<?php

namespace App\Providers;

use Illuminate\Http\Client\PendingRequest;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\ServiceProvider;

class CallvoxServiceProvider extends ServiceProvider
{
    public function boot(): void
    {
        Http::macro('callvox', function (?string $actingEmail = null): PendingRequest {
            $cfg = config('services.callvox');

            return Http::baseUrl($cfg['base_url'])
                ->timeout($cfg['timeout'])
                ->acceptJson()
                ->withHeaders([
                    'X-Api-Key' => $cfg['key'],
                    'X-User-Email' => $actingEmail ?? $cfg['acting_email'],
                ])
                ->retry(3, 250, function ($exception) {
                    $status = optional($exception->response)->status();
                    // 502 = their SSO lookup flaked, safe to retry
                    return in_array($status, [429, 502], true);
                }, throw: false);
        });

        Http::macro('sendgrid', function (): PendingRequest {
            return Http::baseUrl(config('services.sendgrid.base_url'))
                ->withToken(config('services.sendgrid.key'))
                ->acceptJson();
        });
    }
}
