<?php

namespace App\Services\Voxbridge;

use GuzzleHttp\Middleware;
use Psr\Http\Message\RequestInterface;
use Psr\Http\Message\ResponseInterface;

final class RetryMiddleware
{
    private const MAX_RETRIES = 3;

    /** Voxbridge answers 502 while its SSO directory is unreachable. */
    private const RETRY_ON = [429, 502];

    public static function create(): callable
    {
        return Middleware::retry(
            function (int $retries, RequestInterface $request, ?ResponseInterface $response = null, $exception = null): bool {
                if ($retries >= self::MAX_RETRIES) {
                    return false;
                }
                if ($exception !== null) {
                    return true;
                }

                return $response !== null && in_array($response->getStatusCode(), self::RETRY_ON, true);
            },
            fn (int $retries) => 250 * (2 ** $retries)
        );
    }
}
