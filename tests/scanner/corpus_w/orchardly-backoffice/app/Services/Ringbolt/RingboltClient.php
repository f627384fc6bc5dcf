<?php

namespace App\Services\Ringbolt;

use Illuminate\Http\Client\PendingRequest;
use Illuminate\Http\Client\Response;
use Illuminate\Support\Facades\Http;

class RingboltClient
{
    public function http(): PendingRequest
    {
        return Http::baseUrl(config('services.ringbolt.base_url'))
            ->timeout(config('services.ringbolt.timeout'))
            ->acceptJson()
            ->withHeaders([
                'X-Api-Key' => config('services.ringbolt.key'),
                'X-User-Email' => config('services.ringbolt.actor_email'),
            ])
            ->retry([200, 500, 1000], when: fn ($e) => in_array(optional($e->response)->status(), [429, 502], true), throw: false);
    }

    public function createList(string $name): array
    {
        return $this->unwrap($this->http()->post('/contact-lists', ['name' => $name]));
    }

    public function appendContacts(string $listId, array $phones): void
    {
        $this->unwrap($this->http()->post("/contact-lists/{$listId}/contacts", [
            'contacts' => array_map(fn ($p) => ['phone' => $p], $phones),
        ]));
    }

    public function deleteList(string $listId): void
    {
        $this->unwrap($this->http()->delete("/contact-lists/{$listId}"));
    }

    private function unwrap(Response $response): array
    {
        if ($response->successful()) {
            return $response->json() ?? [];
        }

        throw new RingboltException(
            $response->status(),
            (string) $response->json('error', $response->reason()),
            $response->json('details', []),
        );
    }
}
