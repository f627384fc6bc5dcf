<?php

namespace App\Services\Mail;

use GuzzleHttp\Client;

/**
 * SendGrid Marketing Campaigns: keeps newsletter contact lists in sync.
 */
class NewsletterLists
{
    private Client $http;

    public function __construct()
    {
        $this->http = new Client(['base_uri' => 'https://api.sendgrid.com/v3/']);
    }

    public function addToList(string $listId, array $emails): void
    {
        $this->http->put('marketing/contacts', [
            'headers' => ['Authorization' => 'Bearer ' . config('services.sendgrid.api_key')],
            'json' => [
                'list_ids' => [$listId],
                'contacts' => array_map(fn ($e) => ['email' => $e], $emails),
            ],
        ]);
    }

    public function lists(): array
    {
        $res = $this->http->get('marketing/lists');
        return json_decode((string) $res->getBody(), true)['result'] ?? [];
    }
}
