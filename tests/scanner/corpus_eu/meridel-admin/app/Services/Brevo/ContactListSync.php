<?php

namespace App\Services\Brevo;

use GuzzleHttp\Client;

/**
 * Pushes newsletter subscribers to Brevo contact lists.
 */
class ContactListSync
{
    private Client $http;

    public function __construct(string $apiKey)
    {
        $this->http = new Client([
            'base_uri' => config('services.brevo.base_uri'),
            'headers' => [
                'api-key' => $apiKey,
                'accept' => 'application/json',
            ],
        ]);
    }

    public function addToList(int $listId, array $emails): void
    {
        $this->http->post("contacts/lists/{$listId}/contacts/add", ['json' => ['emails' => $emails]]);
    }

    public function lists(): array
    {
        $res = $this->http->get('contacts/lists', ['query' => ['limit' => 50]]);
        if ($res->getStatusCode() === 502 || $res->getStatusCode() === 503) {
            return [];
        }

        return json_decode((string) $res->getBody(), true)['lists'] ?? [];
    }
}
