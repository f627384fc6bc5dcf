<?php

namespace Orbitly\Portal\Integrations;

use GuzzleHttp\Client;
use GuzzleHttp\Exception\RequestException;

final class RinghubClient
{
    private Client $http;

    public function __construct(array $cfg)
    {
        $this->http = new Client([
            'base_uri' => $cfg['base_uri'],
            'timeout' => 8,
            'headers' => [
                'x-api-key' => $cfg['key'],
                'x-user-id' => $cfg['acting_user_id'],
            ],
        ]);
    }

    public function lists(): array
    {
        return $this->decode($this->http->get('contact-lists'))['data'];
    }

    public function deleteList(string $id): void
    {
        try {
            $this->http->delete("contact-lists/{$id}");
        } catch (RequestException $e) {
            $res = $e->getResponse();
            $body = $res ? json_decode((string) $res->getBody(), true) : [];
            if ($res && $res->getStatusCode() === 404 && ($body['error'] ?? '') === 'contact list not found') {
                return; // already gone
            }
            throw new \RuntimeException('Ringhub: ' . ($body['error'] ?? $e->getMessage()), 0, $e);
        }
    }

    private function decode($response): array
    {
        return json_decode((string) $response->getBody(), true) ?? [];
    }
}
