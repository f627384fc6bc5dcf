<?php

namespace App\Providers;

use App\Services\Pricing\PricingClient;
use App\Services\RingLane\RingLaneClient;
use GuzzleHttp\Client as Guzzle;
use Illuminate\Support\ServiceProvider;

class RingLaneServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->singleton(RingLaneClient::class, function ($app) {
            $cfg = $app['config']->get('services.ringlane');

            return new RingLaneClient(
                baseUrl: rtrim($cfg['base_url'], '/'),
                apiKey: (string) $cfg['api_key'],
                actingUser: (string) $cfg['acting_user'],
                timeout: (int) ($cfg['timeout'] ?? 15),
            );
        });

        // Raw Guzzle client used by the bulk CSV importer (streams large bodies).
        $this->app->bind('ringlane.guzzle', function ($app) {
            $cfg = $app['config']->get('services.ringlane');

            return new Guzzle([
                'base_uri' => rtrim($cfg['base_url'], '/').'/',
                'timeout' => 60,
                'headers' => [
                    'X-Api-Key' => $cfg['api_key'],
                    'X-User-Email' => $cfg['acting_user'],
                    'Accept' => 'application/json',
                ],
            ]);
        });

        $this->app->singleton(PricingClient::class, function ($app) {
            return new PricingClient(
                new Guzzle([
                    'base_uri' => $app['config']->get('services.pricing.url').'/',
                    'headers' => ['x-api-key' => $app['config']->get('services.pricing.api_key')],
                    'timeout' => 5,
                ])
            );
        });
    }

    public function boot(): void
    {
        //
    }
}
