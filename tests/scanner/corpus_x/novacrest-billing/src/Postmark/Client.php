<?php

namespace Novacrest\Billing\Postmark;

use GuzzleHttp\Client as Guzzle;

class Client
{
    private $http;

    public function __construct(string $serverToken)
    {
        $this->http = new Guzzle([
            'base_uri' => 'https://api.postmarkapp.com/',
            'headers' => [
                'X-Postmark-Server-Token' => $serverToken,
                'Accept' => 'application/json',
            ],
        ]);
    }

    public function sendInvoiceEmail(string $to, string $html): void
    {
        $res = $this->http->post('email', ['json' => [
            'From' => 'billing@novacrest.com',
            'To' => $to,
            'Subject' => 'Your Novacrest invoice',
            'HtmlBody' => $html,
        ], 'http_errors' => false]);
        if ($res->getStatusCode() === 422) {
            $body = json_decode((string) $res->getBody(), true);
            throw new \RuntimeException($body['Message'] ?? 'postmark rejected');
        }
    }
}
