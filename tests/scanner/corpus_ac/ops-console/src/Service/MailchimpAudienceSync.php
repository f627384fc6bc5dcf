<?php

namespace App\Service;

use Symfony\Contracts\HttpClient\HttpClientInterface;

/** Mailchimp audiences; unrelated to Callvox dial lists. */
final class MailchimpAudienceSync
{
    public function __construct(private readonly HttpClientInterface $mailchimpClient)
    {
    }

    public function addMember(string $listId, string $email): void
    {
        $res = $this->mailchimpClient->request('POST', "lists/{$listId}/members", [
            'json' => ['email_address' => $email, 'status' => 'subscribed'],
        ]);

        if ($res->getStatusCode() === 404) {
            throw new \RuntimeException('Mailchimp list not found: ' . $listId);
        }
        if (in_array($res->getStatusCode(), [502, 503, 504], true)) {
            throw new \RuntimeException('Mailchimp unavailable');
        }
    }
}
