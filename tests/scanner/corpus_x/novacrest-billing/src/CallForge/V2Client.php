<?php

namespace Novacrest\Billing\CallForge;

use GuzzleHttp\Client as Guzzle;
use GuzzleHttp\Exception\RequestException;

/** CallForge API v2 (audiences replace contact lists). */
class V2Client
{
    /** @var Guzzle */
    private $http;

    public function __construct(string $apiKey, ?Guzzle $http = null)
    {
        $this->http = $http ?? new Guzzle([
            'base_uri' => getenv('CALLFORGE_V2_BASE_URI') ?: 'https://api.callforge.com/api/public/v2/',
            'timeout' => 10,
            'headers' => ['Authorization' => 'Bearer ' . $apiKey],
        ]);
    }

    public function addToAudience(string $audienceId, array $phones): void
    {
        try {
            $this->http->post("audiences/{$audienceId}/members", ['json' => ['phones' => $phones]]);
        } catch (RequestException $e) {
            $body = json_decode((string) optional($e->getResponse())->getBody(), true);
            $code = $body['error']['code'] ?? 'unknown';
            if ($code === 'rate_limited') {
                throw new CallForgeException('rate limited', 429, $e);
            }
            throw new CallForgeException($body['error']['message'] ?? 'error', 0, $e);
        }
    }
}
