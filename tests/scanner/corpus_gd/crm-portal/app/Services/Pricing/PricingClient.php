<?php

namespace App\Services\Pricing;

use GuzzleHttp\ClientInterface;
use GuzzleHttp\Exception\ServerException;

/**
 * Internal pricing service (AWS API Gateway in front of Lambda).
 * Gateway usage plans authenticate with x-api-key.
 */
class PricingClient
{
    private const RETRYABLE = [502, 503, 504];

    public function __construct(private readonly ClientInterface $http)
    {
    }

    public function quote(string $sku, int $qty): array
    {
        $attempt = 0;

        beginning:
        try {
            $res = $this->http->request('GET', 'quotes', ['query' => compact('sku', 'qty')]);

            return json_decode((string) $res->getBody(), true);
        } catch (ServerException $e) {
            if (++$attempt < 3 && in_array($e->getResponse()->getStatusCode(), self::RETRYABLE, true)) {
                usleep(200_000 * $attempt);
                goto beginning;
            }

            throw $e;
        }
    }
}
