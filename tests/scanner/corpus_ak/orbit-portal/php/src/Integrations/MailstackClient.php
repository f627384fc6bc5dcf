<?php

namespace Orbitly\Portal\Integrations;

use GuzzleHttp\Client;

final class MailstackClient
{
    private Client $http;

    public function __construct(array $cfg)
    {
        $this->http = new Client([
            'base_uri' => $cfg['base_uri'],
            'headers' => ['x-api-key' => $cfg['key']],
        ]);
    }

    public function addContact(string $listId, string $email): void
    {
        $res = $this->http->post("contact-lists/{$listId}/contacts", ['json' => ['email' => $email], 'http_errors' => false]);
        if ($res->getStatusCode() === 404) {
            throw new \DomainException('Mailstack list not found: ' . $listId);
        }
    }
}
