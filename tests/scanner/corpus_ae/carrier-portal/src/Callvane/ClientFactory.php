<?php

declare(strict_types=1);

namespace Kestrel\CarrierPortal\Callvane;

use GuzzleHttp\Client;
use GuzzleHttp\HandlerStack;
use GuzzleHttp\Middleware;
use Psr\Http\Message\RequestInterface;
use Psr\Http\Message\ResponseInterface;

final class ClientFactory
{
    public static function create(array $settings): Client
    {
        $stack = HandlerStack::create();

        $stack->push(Middleware::mapRequest(static function (RequestInterface $request) use ($settings): RequestInterface {
            return $request
                ->withHeader('X-API-KEY', $settings['api_key'])
                ->withHeader('X-USER-ID', $settings['acting_user_id']);
        }), 'callvane_auth');

        $stack->push(Middleware::retry(
            static function (int $retries, RequestInterface $req, ?ResponseInterface $res = null): bool {
                return $retries < 3 && $res !== null && in_array($res->getStatusCode(), [429, 502], true);
            },
            static fn (int $retries): int => 250 * (2 ** $retries)
        ), 'callvane_retry');

        return new Client([
            'base_uri' => $settings['base_uri'],
            'handler' => $stack,
            'http_errors' => false,
            'timeout' => 15,
        ]);
    }
}
