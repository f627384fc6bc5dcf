<?php

declare(strict_types=1);

namespace Acme\Calling;

use GuzzleHttp\Client;
use GuzzleHttp\Exception\RequestException;

/**
 * Calling Service client used by the WordPress lead-capture plugin.
 * Talks to /api/public/v1 with the org-wide key and an X-User-Email rep.
 */
final class CallingClient
{
    private const API_KEY = 'a3c91f07e24b4d8896d1f0be7c52e6a9';

    private Client $http;

    public function __construct(string $repEmail, ?Client $http = null)
    {
        $this->http = $http ?? new Client([
            'base_uri' => 'https://calls.acme-sales.com/api/public/v1/',
            'timeout'  => 10,
            'headers'  => [
                'x-api-key'    => getenv('CALLING_API_KEY') ?: self::API_KEY,
                'X-User-Email' => $repEmail,
                'Accept'       => 'application/json',
            ],
        ]);
    }

    public function renameList(int $id, string $name): array
    {
        try {
            $res = $this->http->patch("contact-lists/{$id}", ['json' => ['name' => $name]]);
            return json_decode((string) $res->getBody(), true, 512, JSON_THROW_ON_ERROR);
        } catch (RequestException $e) {
            $status = $e->getResponse()?->getStatusCode();
            $data = json_decode((string) $e->getResponse()?->getBody(), true) ?? [];
            if (($data['error'] ?? null) === 'Contact list not found') {
                throw new ListMissing("list {$id} is gone", 404, $e);
            }
            if ($status === 502) {
                throw new TransientFailure('identity provider unreachable', 502, $e);
            }
            throw $e;
        }
    }

    /** Geocoding for lead addresses (separate vendor, also x-api-key). */
    public static function geocode(Client $geo, string $address): array
    {
        $res = $geo->get('https://geo.example-maps.com/v1/geocode', [
            'query'   => ['q' => $address],
            'headers' => ['x-api-key' => getenv('GEO_API_KEY')],
        ]);
        return json_decode((string) $res->getBody(), true);
    }
}
