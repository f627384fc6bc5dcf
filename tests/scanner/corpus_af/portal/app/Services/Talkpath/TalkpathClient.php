<?php

namespace App\Services\Talkpath;

use Illuminate\Http\Client\PendingRequest;
use Illuminate\Http\Client\Response;
use Illuminate\Support\Facades\Http;

class TalkpathClient
{
    public function __construct(private readonly string $actingEmail) {}

    private function http(): PendingRequest
    {
        return Http::baseUrl(config('services.talkpath.base_url'))
            ->withHeaders([
                'x-api-key' => config('services.talkpath.key'),
                'x-user-email' => $this->actingEmail,
            ])
            ->retry(3, 250, fn ($e) => $e->response?->status() === 502)
            ->acceptJson();
    }

    public function lists(): array
    {
        return $this->unwrap($this->http()->get('contact-lists'));
    }

    public function updateList(int $id, array $attrs): array
    {
        return $this->unwrap($this->http()->patch("contact-lists/{$id}", $attrs));
    }

    public function removePhone(int $id, string $phone): void
    {
        $this->unwrap($this->http()->delete("contact-lists/{$id}/contacts/" . urlencode($phone)));
    }

    private function unwrap(Response $response): array
    {
        if ($response->successful()) {
            return $response->json() ?? [];
        }

        $message = $response->json('error', 'Talkpath request failed');
        if ($response->status() === 404 && $message === 'user not found') {
            throw new TalkpathUserMissing($this->actingEmail);
        }

        throw new TalkpathException($message, $response->status());
    }
}
