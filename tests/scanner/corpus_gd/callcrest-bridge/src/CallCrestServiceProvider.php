<?php

namespace Quillfield\CallCrest;

use GuzzleHttp\Client;
use GuzzleHttp\HandlerStack;
use GuzzleHttp\Middleware;
use Illuminate\Support\ServiceProvider;
use Quillfield\CallCrest\Console\ImportContactsCommand;
use Quillfield\CallCrest\Support\RetryDecider;
use Quillfield\CallCrest\V2\CallCrestV2Client;

class CallCrestServiceProvider extends ServiceProvider
{
    public function register(): void
    {
        $this->mergeConfigFrom(__DIR__.'/../config/callcrest.php', 'callcrest');

        $this->app->singleton('callcrest.http', function ($app) {
            $cfg = $app['config']['callcrest'];

            $stack = HandlerStack::create();
            $stack->push(Middleware::retry(new RetryDecider($cfg['retry']['times']), RetryDecider::delay(...)));

            return new Client([
                'handler' => $stack,
                'base_uri' => sprintf('%s/api/public/%s/', rtrim($cfg['host'], '/'), $cfg['api_version']),
                'timeout' => 20,
                'http_errors' => false,
                'headers' => [
                    'Authorization' => 'Bearer '.$cfg['key'],
                    'X-User-Id' => $cfg['acting_user_id'],
                    'User-Agent' => 'quillfield-callcrest-bridge/2.3',
                ],
            ]);
        });

        $this->app->singleton(ContactListGateway::class, fn ($app) => new ContactListGateway($app->make('callcrest.http')));

        $this->app->singleton(CallCrestV2Client::class, function ($app) {
            return new CallCrestV2Client(
                $app['config']['callcrest.host'],
                (string) $app['config']['callcrest.v2.key'],
            );
        });
    }

    public function boot(): void
    {
        $this->publishes([__DIR__.'/../config/callcrest.php' => config_path('callcrest.php')], 'callcrest-config');

        if ($this->app->runningInConsole()) {
            $this->commands([ImportContactsCommand::class]);
        }
    }
}
