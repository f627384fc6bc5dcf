<?php

namespace Harbourline\RinglaneBundle\Client\V2;

use Symfony\Contracts\HttpClient\HttpClientInterface;

/**
 * Migrated client (Ringlane API v2). Behind the `ringlane_v2` feature flag.
 */
final class CallingListsClient
{
    private const BASE = 'https://api.ringlane.io/api/public/v2/';

    public function __construct(
        private readonly HttpClientInterface $http,
        private readonly string $token, // rl_live_<uuid>.<secret>
    ) {
    }

    public function lists(): array
    {
        $response = $this->http->request('GET', self::BASE.'calling-lists', [
            'auth_bearer' => $this->token,
        ]);

        if ($response->getStatusCode() >= 400) {
            $err = $response->toArray(false)['error'] ?? [];
            throw new \RuntimeException(sprintf('[%s] %s', $err['code'] ?? 'unknown', $err['message'] ?? ''));
        }

        return $response->toArray();
    }
}
