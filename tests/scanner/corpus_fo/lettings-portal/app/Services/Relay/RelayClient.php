<?php

namespace App\Services\Relay;

use Illuminate\Support\Facades\Http;
use Illuminate\Support\Facades\Log;

class RelayClient
{
    public function publish(string $event, array $payload): bool
    {
        $response = Http::relay()->post('/v1/events', [
            'event' => $event,
            'payload' => $payload,
        ]);

        if (in_array($response->status(), [502, 503], true)) {
            Log::info('ring-relay sidecar unavailable, dropping event', ['event' => $event]);

            return false;
        }

        return $response->successful();
    }
}
