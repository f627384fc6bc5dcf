<?php

namespace App\Services\Mail;

use Illuminate\Support\Facades\Http;

/**
 * Newsletter audiences live in SendGrid Marketing, not in the dialer.
 */
class SendgridLists
{
    public function addToNewsletter(string $email, string $listId): void
    {
        $res = Http::withToken(config('services.sendgrid.key'))
            ->withHeaders(['x-api-key' => config('services.sendgrid.key')])
            ->put(config('services.sendgrid.base_url') . '/marketing/contacts', [
                'list_ids' => [$listId],
                'contacts' => [['email' => $email]],
            ]);

        if ($res->status() === 404) {
            logger()->warning('SendGrid contact list not found', ['list' => $listId]);
            return;
        }

        if ($res->status() === 503) {
            throw new \RuntimeException('SendGrid temporarily unavailable');
        }

        if ($res->failed()) {
            logger()->error('SendGrid error', ['error' => $res->json('errors.0.message')]);
        }
    }

    public function lists(): array
    {
        return Http::withToken(config('services.sendgrid.key'))
            ->get('https://api.sendgrid.com/v3/marketing/lists')
            ->json('result', []);
    }
}
