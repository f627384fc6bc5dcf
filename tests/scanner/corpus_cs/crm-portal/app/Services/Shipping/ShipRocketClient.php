<?php

namespace App\Services\Shipping;

use GuzzleHttp\Client;
use GuzzleHttp\Exception\RequestException;

class ShipRocketClient
{
    private const RETRYABLE = [429, 502, 503, 504];

    private Client $http;

    public function __construct()
    {
        $this->http = new Client([
            'base_uri' => config('services.shiprocket.url') . '/',
            'timeout' => 15,
            'headers' => [
                'x-api-key' => config('services.shiprocket.key'),
                'Accept' => 'application/json',
            ],
        ]);
    }

    public function createShipment(array $payload): array
    {
        $attempt = 0;
        while (true) {
            try {
                $res = $this->http->post('shipments', ['json' => $payload]);
                return json_decode((string) $res->getBody(), true);
            } catch (RequestException $e) {
                $status = $e->getResponse()?->getStatusCode();
                if (! in_array($status, self::RETRYABLE, true) || ++$attempt >= 3) {
                    $body = json_decode((string) $e->getResponse()?->getBody(), true);
                    throw new \RuntimeException($body['error'] ?? $e->getMessage(), $status ?? 0, $e);
                }
                usleep(250_000 * $attempt);
            }
        }
    }
}
