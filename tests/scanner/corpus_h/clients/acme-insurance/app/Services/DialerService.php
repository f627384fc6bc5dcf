<?php

namespace App\Services;

use App\Exceptions\DialerException;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;

/**
 * Thin wrapper around the Ringlane public API (v1 contract, see README).
 */
class DialerService
{
    private string $baseUrl;
    private string $apiKey;

    public function __construct()
    {
        $this->baseUrl = rtrim(config('dialer.base_url'), '/');
        $this->apiKey = config('dialer.api_key');
    }

    private function client(string $agentEmail)
    {
        return Http::withHeaders([
            'x-api-key' => $this->apiKey,
            'x-user-email' => $agentEmail,
            'Accept' => 'application/json',
        ])->timeout(15);
    }

    public function createCampaignList(string $agentEmail, string $name, array $phones): array
    {
        $response = $this->client($agentEmail)->post($this->baseUrl . '/contact-lists', [
            'name' => $name,
            'contacts' => array_map(fn ($p) => ['phoneNumber' => $p], $phones),
        ]);

        return $this->handle($response);
    }

    public function renameList(string $agentEmail, int $listId, string $name): array
    {
        $response = $this->client($agentEmail)
            ->patch("{$this->baseUrl}/contact-lists/{$listId}", ['name' => $name]);

        return $this->handle($response);
    }

    private function handle($response): array
    {
        if ($response->successful()) {
            return $response->json();
        }

        if ($response->status() === 502) {
            Log::warning('Ringlane identity provider unreachable, will retry');
            throw new DialerException('temporarily unavailable', 502, true);
        }

        $message = $response->json('error') ?? 'unknown error';
        Log::error('Ringlane request failed: ' . $message);

        throw new DialerException($message, $response->status());
    }
}
