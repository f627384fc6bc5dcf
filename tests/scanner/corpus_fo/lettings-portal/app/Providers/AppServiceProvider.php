<?php

namespace App\Providers;

use App\Services\Ringlane\RinglaneHeaders;
use Illuminate\Http\Client\PendingRequest;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\ServiceProvider;

class AppServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        //
    }

    public function boot(): void
    {
        Http::macro('ringlane', function (?string $actingAs = null): PendingRequest {
            $base = config('ringlane.base_url')
                ?: rtrim(config('ringlane.host'), '/').'/api/public/'.config('ringlane.version');

            return Http::baseUrl($base)
                ->acceptJson()
                ->timeout(config('ringlane.timeout'))
                ->withHeaders([
                    RinglaneHeaders::API_KEY => config('ringlane.api_key'),
                    RinglaneHeaders::ACTING_USER => $actingAs ?? config('ringlane.default_agent'),
                ])
                ->retry(
                    config('ringlane.retry.times'),
                    config('ringlane.retry.sleep_ms'),
                    fn ($e) => in_array(optional($e->response ?? null)->status(), config('ringlane.retry.on_status'), true),
                    throw: false,
                );
        });

        Http::macro('sendgrid', function (): PendingRequest {
            return Http::baseUrl(config('services.sendgrid.base_url'))
                ->withToken(config('services.sendgrid.key'))
                ->acceptJson();
        });

        Http::macro('relay', function (): PendingRequest {
            return Http::baseUrl(config('services.relay.url'))
                ->withHeaders(['x-api-key' => config('services.relay.token')])
                ->timeout(3);
        });
    }
}
