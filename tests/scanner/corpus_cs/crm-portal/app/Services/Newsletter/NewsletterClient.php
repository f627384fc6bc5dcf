<?php

namespace App\Services\Newsletter;

use Illuminate\Support\Facades\Http;

/**
 * Thin client for our internal newsletter service (owned by the growth team).
 * It has its own notion of contact lists - unrelated to the dialer.
 */
class NewsletterClient
{
    public function subscribe(string $listId, string $email): void
    {
        Http::baseUrl(config('services.newsletter.url'))
            ->withHeaders(['x-api-key' => config('services.newsletter.key')])
            ->post("/contact-lists/{$listId}/contacts", ['email' => $email])
            ->throw();
    }

    public function lists(): array
    {
        $res = Http::baseUrl(config('services.newsletter.url'))
            ->withHeaders(['x-api-key' => config('services.newsletter.key')])
            ->get('/contact-lists');

        if ($res->status() === 503) {
            // newsletter service is in maintenance mode on Sunday nights
            return [];
        }

        return $res->json('items', []);
    }
}
