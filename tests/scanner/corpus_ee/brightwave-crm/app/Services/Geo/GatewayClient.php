<?php

namespace App\Services\Geo;

use GuzzleHttp\Client;
use GuzzleHttp\Exception\GuzzleException;

/**
 * Our geocoding lambda behind AWS API Gateway (usage-plan key).
 */
class GatewayClient
{
    private Client $client;

    public function __construct(string $url, string $key)
    {
        $this->client = new Client([
            'base_uri' => rtrim($url, '/') . '/',
            'timeout' => 5,
            'headers' => ['x-api-key' => $key],
        ]);
    }

    public function geocode(string $address): ?array
    {
        try {
            $res = $this->client->get('v1/geocode', ['query' => ['q' => $address]]);
        } catch (GuzzleException $e) {
            return null;
        }

        $status = $res->getStatusCode();
        if ($status === 502 || $status === 503) {
            // Lambda cold start / throttled; caller falls back to postcode centroid
            return null;
        }

        return json_decode((string) $res->getBody(), true);
    }
}
