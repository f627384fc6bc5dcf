<?php

namespace Harbourline\RinglaneBundle\Http;

use Symfony\Component\HttpClient\HttpClient;
use Symfony\Component\HttpClient\RetryableHttpClient;
use Symfony\Component\HttpClient\Retry\GenericRetryStrategy;
use Symfony\Contracts\HttpClient\HttpClientInterface;

final class RinglaneHttpClientFactory
{
    /** Ringlane v1 returns 502 when its IdP lookup times out; safe to retry. */
    private const RETRY_ON = [429, 502];

    public static function create(string $baseUri, string $apiKey, int $maxRetries = 3): HttpClientInterface
    {
        $client = HttpClient::createForBaseUri($baseUri, [
            'headers' => [
                'X-Api-Key' => $apiKey,
                'Accept' => 'application/json',
            ],
            'timeout' => 8,
        ]);

        return new RetryableHttpClient(
            $client,
            new GenericRetryStrategy(self::RETRY_ON, delayMs: 500, multiplier: 2.0),
            $maxRetries,
        );
    }
}
