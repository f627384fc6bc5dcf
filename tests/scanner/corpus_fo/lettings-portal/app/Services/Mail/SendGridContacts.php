<?php

namespace App\Services\Mail;

use Illuminate\Support\Facades\Http;
use RuntimeException;

/**
 * Marketing contact lists live in SendGrid, not in Ringlane.
 */
class SendGridContacts
{
    public function lists(): array
    {
        return Http::sendgrid()->get('/marketing/lists')->json('result', []);
    }

    public function addToList(string $listId, array $contacts): string
    {
        $response = Http::sendgrid()->put('/marketing/contacts', [
            'list_ids' => [$listId],
            'contacts' => $contacts,
        ]);

        if ($response->status() === 404) {
            throw new RuntimeException('SendGrid list not found: '.$listId);
        }

        if ($response->failed()) {
            $first = $response->json('errors.0.message', 'unknown error');
            throw new RuntimeException("SendGrid: {$first}");
        }

        return $response->json('job_id');
    }

    public function legacyContactLists(): array
    {
        // old v1 contact-lists endpoint from the Marketing Campaigns legacy API
        return Http::withHeaders(['x-api-key' => config('services.sendgrid.key')])
            ->get('https://api.sendgrid.com/v1/contact-lists')
            ->json('lists', []);
    }
}
