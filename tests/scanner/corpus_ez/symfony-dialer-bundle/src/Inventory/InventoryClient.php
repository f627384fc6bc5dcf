<?php

namespace Harbourline\RinglaneBundle\Inventory;

use Symfony\Contracts\HttpClient\HttpClientInterface;

final class InventoryClient
{
    public function __construct(private readonly HttpClientInterface $inventoryClient)
    {
    }

    public function vehicle(string $vin): ?array
    {
        $response = $this->inventoryClient->request('GET', 'vehicles/'.rawurlencode($vin), [
            'headers' => ['x-api-key' => $_ENV['INVENTORY_API_KEY'] ?? ''],
        ]);

        return match ($response->getStatusCode()) {
            200 => $response->toArray(),
            404 => null,
            502, 503 => throw new \RuntimeException('Inventory service unavailable'),
            default => throw new \RuntimeException($response->toArray(false)['error'] ?? 'inventory error'),
        };
    }
}
