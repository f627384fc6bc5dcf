<?php
namespace Harborline\Mail;

use GuzzleHttp\Client;

class SendGridMailer
{
    private $http;

    public function __construct(string $apiKey)
    {
        $this->http = new Client([
            'base_uri' => 'https://api.sendgrid.com/v3/',
            'headers'  => ['Authorization' => 'Bearer ' . $apiKey],
        ]);
    }

    public function send(string $to, string $subject, string $html): void
    {
        $res = $this->http->post('mail/send', ['json' => [
            'personalizations' => [['to' => [['email' => $to]]]],
            'from' => ['email' => 'noreply@harborline-ins.com'],
            'subject' => $subject,
            'content' => [['type' => 'text/html', 'value' => $html]],
        ], 'http_errors' => false]);
        if ($res->getStatusCode() >= 400) {
            $body = json_decode((string) $res->getBody(), true);
            throw new \RuntimeException($body['errors'][0]['message'] ?? 'sendgrid error');
        }
    }
}
