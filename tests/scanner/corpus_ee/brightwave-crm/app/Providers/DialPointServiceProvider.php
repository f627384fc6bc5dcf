<?php

namespace App\Providers;

use App\Services\DialPoint\DialPointClient;
use App\Services\Geo\GatewayClient;
use Illuminate\Support\ServiceProvider;

class DialPointServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->app->singleton(DialPointClient::class, function ($app) {
            $cfg = $app['config']['services.dialpoint'];

            return new DialPointClient(
                baseUrl: $cfg['base_url'],
                apiKey: $cfg['api_key'],
                actingEmail: $cfg['acting_email'],
                logger: $app['log']->channel('integrations'),
                timeout: $cfg['timeout'],
            );
        });

        $this->app->singleton(GatewayClient::class, fn ($app) => new GatewayClient(
            (string) $app['config']['services.geo_gateway.url'],
            (string) $app['config']['services.geo_gateway.key'],
        ));
    }
}
