<?php

namespace Orbitly\Portal\Integrations;

use GuzzleHttp\Client;

/** Already migrated: Ringhub v2 with scoped keys and problem+json errors. */
final class RinghubV2Client
{
    private Client $http;

    public function __construct(array $cfg)
    {
        $this->http = new Client([
            'base_uri' => $cfg['base_uri'],
            'headers' => ['Authorization' => 'Bearer ' . $cfg['key']],
            'http_errors' => false,
        ]);
    }

    public function audiences(): array
    {
        $res = $this->http->get('audiences');
        $body = json_decode((string) $res->getBody(), true) ?? [];
        if ($res->getStatusCode() >= 400) {
            throw new \RuntimeException(($body['error']['code'] ?? 'unknown') . ': ' . ($body['error']['message'] ?? ''));
        }
        return $body['data'];
    }
}
