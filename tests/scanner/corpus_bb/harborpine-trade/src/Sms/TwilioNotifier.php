<?php

namespace App\Sms;

use Symfony\Component\DependencyInjection\Attribute\Autowire;
use Symfony\Contracts\HttpClient\HttpClientInterface;

final class TwilioNotifier
{
    public function __construct(
        #[Autowire(service: 'twilio.client')] private readonly HttpClientInterface $http,
        #[Autowire('%env(TWILIO_SID)%')] private readonly string $sid,
    ) {
    }

    public function send(string $to, string $body): bool
    {
        $res = $this->http->request('POST', "Accounts/{$this->sid}/Messages.json", [
            'body' => ['To' => $to, 'From' => '+14155550199', 'Body' => $body],
        ]);

        if ($res->getStatusCode() === 503) {
            return false;
        }

        $data = $res->toArray(false);
        if (isset($data['code'])) {
            throw new \RuntimeException($data['message'] ?? 'Twilio error '.$data['code']);
        }

        return true;
    }
}
