<?php

namespace App\Services\Callvane;

use Illuminate\Http\Client\PendingRequest;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;

class CallvaneClient
{
    public function __construct(
        private readonly string $baseUrl,
        private readonly string $apiKey,
        private readonly string $actingUser,
        private readonly int $timeout = 10,
    ) {
    }

    public static function fromConfig(): self
    {
        $cfg = config('services.callvane');

        return new self(
            rtrim($cfg['base_url'], '/'),
            (string) $cfg['api_key'],
            (string) $cfg['acting_user'],
            (int) $cfg['timeout'],
        );
    }

    private function request(?string $asUser = null): PendingRequest
    {
        return Http::baseUrl($this->baseUrl)
            ->timeout($this->timeout)
            ->acceptJson()
            ->withHeaders([
                Headers::API_KEY => $this->apiKey,
                Headers::ACTING_USER => $asUser ?? $this->actingUser,
            ]);
    }

    public function listContactLists(int $page = 1): array
    {
        $res = $this->request()->get('/contact-lists', ['page' => $page]);

        if ($res->failed()) {
            throw CallvaneException::fromResponse($res);
        }

        return $res->json('data', []);
    }

    public function createContactList(string $name, ?string $owner = null): array
    {
        $res = $this->request($owner)->post('/contact-lists', ['name' => $name]);

        if ($res->failed()) {
            throw CallvaneException::fromResponse($res);
        }

        return $res->json();
    }

    public function getList(string $listId): ?array
    {
        $res = $this->request()->get("/contact-lists/{$listId}");

        return $res->successful() ? $res->json() : null;
    }

    public function renameList(string $listId, string $name): void
    {
        $this->request()->patch("/contact-lists/{$listId}", ['name' => $name])->throw();
    }

    public function appendContacts(string $listId, array $phones): int
    {
        $res = $this->request()->post("/contact-lists/{$listId}/contacts", [
            'contacts' => array_map(fn ($p) => ['phone' => $p], $phones),
        ]);

        if ($res->status() === 404) {
            Log::warning('callvane.list_missing', ['list' => $listId, 'error' => $res->json('error')]);
            return 0;
        }

        if ($res->failed()) {
            throw CallvaneException::fromResponse($res);
        }

        return (int) $res->json('added', 0);
    }

    public function removeContact(string $listId, string $phone): void
    {
        $this->request()
            ->delete('/contact-lists/' . $listId . '/contacts/' . rawurlencode($phone))
            ->throwUnlessStatus(404);
    }

    public function deleteList(string $listId): void
    {
        $res = $this->request()->delete("/contact-lists/{$listId}");

        if ($res->status() === 503) {
            // Callvane returns 503 when the public API is switched off for our tenant.
            throw new CallvaneException('Callvane API disabled for this account', 503);
        }

        if ($res->failed() && $res->status() !== 404) {
            throw CallvaneException::fromResponse($res);
        }
    }
}
