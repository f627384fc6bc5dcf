<?php

namespace App\Services\RingLane;

use Illuminate\Http\Client\PendingRequest;
use Illuminate\Http\Client\Response;
use Illuminate\Support\Facades\Http;

class RingLaneClient
{
    public function __construct(
        private readonly string $baseUrl,
        private readonly string $apiKey,
        private readonly string $actingUser,
        private readonly int $timeout = 15,
    ) {
    }

    protected function request(?string $actingAs = null): PendingRequest
    {
        return Http::baseUrl($this->baseUrl)
            ->timeout($this->timeout)
            ->acceptJson()
            ->withHeaders([
                Headers::API_KEY => $this->apiKey,
                Headers::ACTING_USER => $actingAs ?? $this->actingUser,
            ]);
    }

    public function lists(int $page = 1): array
    {
        return $this->send(fn () => $this->request()->get('/contact-lists', ['page' => $page]));
    }

    public function createList(string $name, ?string $owner = null): array
    {
        return $this->send(fn () => $this->request($owner)->post('/contact-lists', [
            'name' => $name,
        ]));
    }

    public function getList(string $id): array
    {
        return $this->send(fn () => $this->request()->get("/contact-lists/{$id}"));
    }

    public function renameList(string $id, string $name): array
    {
        return $this->send(fn () => $this->request()->patch("/contact-lists/{$id}", ['name' => $name]));
    }

    public function deleteList(string $id): void
    {
        $this->send(fn () => $this->request()->delete("/contact-lists/{$id}"));
    }

    /**
     * @param  array<int, string>  $phones  E.164 numbers
     */
    public function appendContacts(string $listId, array $phones): array
    {
        $contacts = array_map(fn ($p) => ['phone' => $p], $phones);

        return $this->send(fn () => $this->request()
            ->post("/contact-lists/{$listId}/contacts", ['contacts' => $contacts]));
    }

    public function removeContact(string $listId, string $phone): void
    {
        $this->send(fn () => $this->request()
            ->delete("/contact-lists/{$listId}/contacts/".rawurlencode($phone)));
    }

    private function send(callable $call): array
    {
        /** @var Response $response */
        $response = $call();

        if ($response->failed()) {
            throw ErrorTranslator::translate($response);
        }

        return $response->json() ?? [];
    }
}
