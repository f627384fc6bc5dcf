<?php

declare(strict_types=1);

namespace Kestrel\CarrierPortal\Mail;

use GuzzleHttp\Client;

/** Newsletter lists at Mailwave (email provider), not to be confused with Callvane call lists. */
final class MailwaveLists
{
    private Client $http;

    public function __construct(array $settings)
    {
        $this->http = new Client([
            'base_uri' => $settings['base_uri'],
            'headers' => ['x-api-key' => $settings['api_key'], 'Accept' => 'application/json'],
            'http_errors' => false,
        ]);
    }

    public function subscribe(string $listId, string $email): void
    {
        $res = $this->http->post("contact-lists/{$listId}/contacts", ['json' => ['email' => $email]]);
        if ($res->getStatusCode() === 404) {
            throw new \RuntimeException('Mailwave list not found');
        }
        if ($res->getStatusCode() === 503) {
            throw new \RuntimeException('Mailwave maintenance, try later');
        }
        $body = json_decode((string) $res->getBody(), true);
        if (isset($body['error'])) {
            throw new \RuntimeException((string) $body['error']);
        }
    }
}
