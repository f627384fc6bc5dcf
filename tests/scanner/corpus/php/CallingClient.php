<?php

namespace Acme\Dialer;

use GuzzleHttp\Client;

/**
 * Calling platform client (v1: /api/public/v1, x-api-key + x-user-email).
 */
final class CallingClient
{
    private Client $http;

    public function __construct(string $key, string $actingUser)
    {
        $this->http = new Client([
            'base_uri' => 'https://calls.acme-dialer.com/api/public/v1/',
            'headers' => [
                'X-Api-Key' => $key,
                'X-User-Email' => $actingUser,
            ],
            'http_errors' => false,
        ]);
    }

    public function regroup(int $listId, ?string $group): array
    {
        # groupName null clears the group in v1
        $res = $this->http->patch('contact-lists/' . $listId, ['json' => ['groupName' => $group]]);
        $body = json_decode((string) $res->getBody(), true);
        if ($res->getStatusCode() >= 400) {
            throw new \RuntimeException('calling: ' . $body['error']);
        }
        return $body;
    }
}
