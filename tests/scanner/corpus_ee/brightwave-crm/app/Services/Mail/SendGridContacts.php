<?php

namespace App\Services\Mail;

use Illuminate\Support\Facades\Http;

/**
 * Keeps the SendGrid Marketing "contact lists" for agent newsletters in sync.
 */
class SendGridContacts
{
    public function upsertToList(string $listId, array $contacts): string
    {
        $response = Http::withToken(config('services.sendgrid.api_key'))
            ->baseUrl(config('services.sendgrid.base_url'))
            ->put('/marketing/contacts', [
                'list_ids' => [$listId],
                'contacts' => $contacts,
            ]);

        if ($response->status() === 404) {
            throw new \RuntimeException('SendGrid list not found: ' . $listId);
        }

        if ($response->failed()) {
            $errors = $response->json('errors', []);
            throw new \RuntimeException('SendGrid: ' . ($errors[0]['message'] ?? $response->body()));
        }

        return (string) $response->json('job_id');
    }

    public function lists(): array
    {
        return Http::withToken(config('services.sendgrid.api_key'))
            ->get('https://api.sendgrid.com/v3/marketing/lists', ['page_size' => 100])
            ->json('result', []);
    }

    public function deleteList(string $listId): void
    {
        Http::withToken(config('services.sendgrid.api_key'))
            ->delete("https://api.sendgrid.com/v3/marketing/lists/{$listId}");
    }
}
