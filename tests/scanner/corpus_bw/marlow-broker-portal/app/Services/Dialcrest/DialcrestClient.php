<?php

namespace App\Services\Dialcrest;

use Illuminate\Http\Client\PendingRequest;
use Illuminate\Http\Client\RequestException;
use Illuminate\Http\Client\Response;
use Illuminate\Support\Facades\Http;

class DialcrestClient
{
    public function __construct(
        private readonly string $baseUrl,
        private readonly string $apiKey,
        private readonly ?string $actingUser = null,
        private readonly int $timeout = 15,
    ) {
    }

    public static function fromConfig(): self
    {
        $cfg = config('services.dialcrest');

        return new self($cfg['base_url'], $cfg['key'], $cfg['acting_user'], $cfg['timeout']);
    }

    public function lists(): array
    {
        return $this->send(fn () => $this->http()->get('/contact-lists'));
    }

    public function createList(string $name, ?string $description = null): array
    {
        return $this->send(fn () => $this->http()->post('/contact-lists', [
            'name' => $name,
            'description' => $description,
        ]));
    }

    public function renameList(int $listId, string $name): array
    {
        return $this->send(fn () => $this->http()->patch("/contact-lists/{$listId}", ['name' => $name]));
    }

    /**
     * @param  string[]  $phones  E.164 numbers
     */
    public function appendContacts(int $listId, array $phones, ?string $asUser = null): array
    {
        return $this->send(fn () => $this->http($asUser)->post("/contact-lists/{$listId}/contacts", [
            'phones' => array_values($phones),
        ]));
    }

    public function removeContact(int $listId, string $phone): void
    {
        $this->send(fn () => $this->http()->delete("/contact-lists/{$listId}/contacts/".rawurlencode($phone)));
    }

    private function http(?string $asUser = null): PendingRequest
    {
        return Http::baseUrl($this->baseUrl)
            ->withHeaders([
                'X-Api-Key' => $this->apiKey,
                'X-User-Email' => $asUser ?? $this->actingUser,
            ])
            ->acceptJson()
            ->timeout($this->timeout)
            ->retry(3, 250, function (\Throwable $e) {
                return $e instanceof RequestException
                    && in_array($e->response->status(), [429, 502], true);
            }, throw: false);
    }

    private function send(callable $call): array
    {
        /** @var Response $response */
        $response = $call();

        if ($response->successful()) {
            return $response->json() ?? [];
        }

        throw DialcrestException::fromResponse($response);
    }
}
