<?php

namespace Quillfield\CallCrest\Support;

use GuzzleHttp\Exception\ConnectException;
use Psr\Http\Message\RequestInterface;
use Psr\Http\Message\ResponseInterface;

/**
 * Guzzle retry middleware decider for the CallCrest client.
 */
final class RetryDecider
{
    /** Statuses worth retrying against CallCrest v1. */
    private const RETRY_ON = [429, 502];

    public function __construct(private int $maxRetries = 3)
    {
    }

    public function __invoke(int $retries, RequestInterface $request, ?ResponseInterface $response = null, ?\Throwable $e = null): bool
    {
        if ($retries >= $this->maxRetries) {
            return false;
        }

        if ($e instanceof ConnectException) {
            return true;
        }

        return $response !== null && in_array($response->getStatusCode(), self::RETRY_ON, true);
    }

    public static function delay(int $retries, ?ResponseInterface $response = null): int
    {
        if ($response && $response->hasHeader('Retry-After')) {
            return (int) $response->getHeaderLine('Retry-After') * 1000;
        }

        return 250 * (2 ** $retries);
    }
}
