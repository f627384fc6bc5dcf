<?php

namespace App\Services;

use Illuminate\Support\Facades\Http;

class MailcrestClient
{
    public function addToList(string $listId, string $email): bool
    {
        $response = Http::baseUrl(config('services.mailcrest.base_url'))
            ->withHeaders(['x-api-key' => config('services.mailcrest.key')])
            ->post("/contact-lists/{$listId}/contacts", ['email' => $email]);

        if ($response->status() === 404) {
            report(new \RuntimeException('Mailcrest list not found: ' . $response->json('error')));
            return false;
        }

        return $response->successful();
    }
}
