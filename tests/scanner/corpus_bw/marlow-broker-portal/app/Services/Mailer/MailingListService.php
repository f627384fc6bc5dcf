<?php

namespace App\Services\Mailer;

use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;

/**
 * Talks to Marlow's internal mailer (newsletters to brokers). Not related to Dialcrest.
 */
class MailingListService
{
    public function addSubscriber(string $listSlug, string $email): bool
    {
        $response = Http::baseUrl(config('services.mailer.url'))
            ->withHeaders([
                'x-api-key' => config('services.mailer.key'),
                'X-User-Email' => auth()->user()?->email,
            ])
            ->post("/contact-lists/{$listSlug}/contacts", ['email' => $email]);

        if ($response->status() === 404) {
            Log::info('Mailer list missing', ['list' => $listSlug, 'error' => $response->json('error')]);

            return false;
        }

        if (in_array($response->status(), [502, 503], true)) {
            Log::warning('Mailer unavailable, will retry from queue');

            return false;
        }

        return $response->successful();
    }
}
