<?php

namespace App\Services\Klaviyo;

use Illuminate\Support\Facades\Http;

class KlaviyoClient
{
    public function addToList(string $listId, string $email, ?string $phone = null): void
    {
        $profile = ['type' => 'profile', 'attributes' => array_filter(['email' => $email, 'phone_number' => $phone])];

        Http::baseUrl(config('services.klaviyo.base_url'))
            ->withHeaders([
                'Authorization' => 'Klaviyo-API-Key ' . config('services.klaviyo.private_key'),
                'revision' => config('services.klaviyo.revision'),
            ])
            ->retry(3, 500, fn ($e) => in_array(optional($e->response)->status(), [502, 503, 504], true))
            ->post("/lists/{$listId}/relationships/profiles/", ['data' => [$profile]])
            ->throw();
    }

    public function lists(): array
    {
        $res = Http::baseUrl(config('services.klaviyo.base_url'))
            ->withHeaders(['Authorization' => 'Klaviyo-API-Key ' . config('services.klaviyo.private_key'), 'revision' => config('services.klaviyo.revision')])
            ->get('/lists/');

        if ($res->status() === 404) {
            return [];
        }

        return $res->json('data', []);
    }
}
