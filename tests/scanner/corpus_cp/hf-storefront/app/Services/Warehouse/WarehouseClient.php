<?php

namespace App\Services\Warehouse;

use GuzzleHttp\Client;
use GuzzleHttp\Exception\ServerException;

class WarehouseClient
{
    private Client $http;

    public function __construct()
    {
        $this->http = new Client([
            'base_uri' => config('services.warehouse_api.url') . '/',
            'headers' => [
                'x-api-key' => config('services.warehouse_api.key'),
                'X-User-Id' => 'storefront',
            ],
        ]);
    }

    public function stockLevel(string $sku): ?int
    {
        try {
            $res = $this->http->get("stock/{$sku}");
        } catch (ServerException $e) {
            if (in_array($e->getResponse()->getStatusCode(), [502, 503, 504], true)) {
                return null; // WMS behind a flaky load balancer
            }
            throw $e;
        }
        $body = json_decode((string) $res->getBody(), true);
        if (isset($body['error'])) {
            throw new \RuntimeException($body['error']);
        }
        return $body['available'];
    }
}
