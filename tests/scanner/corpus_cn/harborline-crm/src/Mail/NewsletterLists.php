<?php
namespace Harborline\Mail;

use GuzzleHttp\Client;

/**
 * Marketing newsletter lists live in Postwick (email provider), not in the dialer.
 */
class NewsletterLists
{
    private $http;

    public function __construct(string $apiKey)
    {
        $this->http = new Client([
            'base_uri' => 'https://api.postwick.com/v1/',
            'headers'  => ['x-api-key' => $apiKey, 'Accept' => 'application/json'],
        ]);
    }

    public function subscribe(string $listId, string $email): void
    {
        $res = $this->http->post("contact-lists/{$listId}/contacts", [
            'json' => ['email' => $email],
            'http_errors' => false,
        ]);
        if ($res->getStatusCode() === 404) {
            throw new \InvalidArgumentException('unknown newsletter list ' . $listId);
        }
        if ($res->getStatusCode() === 503) {
            // Postwick maintenance window, queue and try later
            throw new \RuntimeException('postwick unavailable');
        }
    }
}
