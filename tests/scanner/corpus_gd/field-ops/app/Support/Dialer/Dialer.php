<?php

namespace App\Support\Dialer;

use Illuminate\Support\Facades\Http;

class Dialer
{
    public function pushJobSiteContacts(int $listId, array $phones, ?string $asEmail = null): array
    {
        $res = Http::withHeaders([
            DialerHeaders::KEY => config('dialer.key'),
            DialerHeaders::ACTING_EMAIL => $asEmail ?? config('dialer.default_user_email'),
        ])->post(config('dialer.url')."/contact-lists/{$listId}/contacts", [
            'contacts' => collect($phones)->map(fn ($p) => ['phone' => $p])->all(),
        ]);

        if ($res->failed()) {
            throw new DialerException(DialerError::from($res));
        }

        return $res->json();
    }

    public function createSiteList(string $siteName): int
    {
        $res = Http::withHeaders([
            DialerHeaders::KEY => config('dialer.key'),
            DialerHeaders::ACTING_EMAIL => config('dialer.default_user_email'),
        ])->post(config('dialer.url').'/contact-lists', ['name' => "Site: {$siteName}"]);

        if ($res->failed()) {
            throw new DialerException(DialerError::from($res));
        }

        return (int) $res->json('id');
    }
}
