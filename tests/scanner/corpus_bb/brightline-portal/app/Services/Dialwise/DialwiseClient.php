<?php

namespace App\Services\Dialwise;

use Illuminate\Http\Client\PendingRequest;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;

class DialwiseClient
{
    public function __construct(
        private readonly string $baseUrl,
        private readonly string $apiKey,
        private readonly ?string $actingUser = null,
    ) {
    }

    public static function fromConfig(): self
    {
        return new self(
            rtrim(config('services.dialwise.base_url'), '/'),
            config('services.dialwise.api_key'),
            config('services.dialwise.acting_user'),
        );
    }

    protected function request(?string $asUser = null): PendingRequest
    {
        return Http::baseUrl($this->baseUrl)
            ->acceptJson()
            ->timeout(config('services.dialwise.timeout', 10))
            ->withHeaders([
                Headers::API_KEY => $this->apiKey,
                Headers::ACTING_USER => $asUser ?? $this->actingUser,
            ]);
    }

    public function lists(): array
    {
        $res = $this->request()->get('/contact-lists');
        if ($res->failed()) {
            throw DialwiseException::fromResponse($res);
        }
        return $res->json('data', []);
    }

    public function createList(string $name, string $ownerEmail): array
    {
        $res = $this->request($ownerEmail)->post('/contact-lists', ['name' => $name]);
        if ($res->failed()) {
            throw DialwiseException::fromResponse($res);
        }
        return $res->json();
    }

    public function appendContacts(string $listId, array $phones): void
    {
        $res = $this->request()->post("/contact-lists/{$listId}/contacts", [
            'contacts' => array_map(fn ($p) => ['phone' => $p], $phones),
        ]);

        if ($res->status() === 404) {
            Log::warning('Dialwise list vanished', ['list' => $listId, 'error' => $res->json('error')]);
            return;
        }
        if ($res->failed()) {
            throw DialwiseException::fromResponse($res);
        }
    }

    public function removeContact(string $listId, string $phone): void
    {
        $this->request()->delete("/contact-lists/{$listId}/contacts/" . urlencode($phone))->throw();
    }

    public function deleteList(string $listId): void
    {
        $this->request()->delete("/contact-lists/{$listId}")->throw();
    }
}
