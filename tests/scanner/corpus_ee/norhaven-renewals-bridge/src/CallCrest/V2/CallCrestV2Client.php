<?php

declare(strict_types=1);

namespace Norhaven\Renewals\CallCrest\V2;

use Symfony\Component\HttpClient\HttpClient;
use Symfony\Contracts\HttpClient\HttpClientInterface;

/**
 * Migration target. Keys: cc_live_<uuid>.<secret>, sent as a Bearer token.
 */
final class CallCrestV2Client
{
    private HttpClientInterface $http;

    public function __construct(string $apiKey, string $baseUri = 'https://api.callcrest.com/api/public/v2/')
    {
        $this->http = HttpClient::createForBaseUri($baseUri, [
            'auth_bearer' => $apiKey,
            'headers' => ['Accept' => 'application/json'],
        ]);
    }

    public function createAudience(string $name): string
    {
        $response = $this->http->request('POST', 'audiences', ['json' => ['name' => $name]]);
        $data = $response->toArray(false);

        if ($response->getStatusCode() >= 400) {
            throw new \RuntimeException(sprintf('%s: %s', $data['error']['code'] ?? 'unknown', $data['error']['message'] ?? ''));
        }

        return $data['id'];
    }
}
