<?php

namespace App\Services;

use Illuminate\Http\Client\PendingRequest;
use Illuminate\Http\Client\RequestException;
use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;

class VoxteraClient
{
    private function http(): PendingRequest
    {
        return Http::baseUrl(config('services.voxtera.base_url'))
            ->withHeaders([
                'X-Api-Key' => config('services.voxtera.key'),
                'X-User-Email' => config('services.voxtera.acting_email'),
            ])
            ->acceptJson()
            ->timeout(10)
            ->retry(3, 500, fn ($e) => $e instanceof RequestException && $e->response->status() === 502);
    }

    public function createDelinquentList(string $name): array
    {
        return $this->http()->post('/contact-lists', ['name' => $name])->throw()->json();
    }

    public function removeContact(string $listId, string $phone): void
    {
        $response = $this->http()->delete("/contact-lists/{$listId}/contacts/" . urlencode($phone));
        if ($response->status() === 503) {
            Log::warning('Voxtera API disabled on the server; skipping removal', ['list' => $listId]);
            return;
        }
        if ($response->failed()) {
            Log::error('Voxtera removal failed: ' . $response->json('error'));
            $response->throw();
        }
    }
}
