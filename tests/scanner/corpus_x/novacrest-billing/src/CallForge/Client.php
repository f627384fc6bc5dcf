<?php

namespace Novacrest\Billing\CallForge;

use GuzzleHttp\Client as Guzzle;
use GuzzleHttp\Exception\RequestException;

/**
 * Legacy client: used by the collections team to queue overdue accounts for calls.
 * @deprecated use V2Client for new code
 */
class Client
{
    private const KEY_HEADER = 'x-api-key';

    /** @var Guzzle */
    private $http;

    public function __construct(string $apiKey, string $actingUserId, ?Guzzle $http = null)
    {
        $this->http = $http ?? new Guzzle([
            'base_uri' => getenv('CALLFORGE_BASE_URI') ?: 'https://api.callforge.com/api/public/v1/',
            'timeout' => 10,
            'headers' => [
                self::KEY_HEADER => $apiKey,
                'X-User-Id' => $actingUserId,
            ],
        ]);
    }

    public function queueOverdue(string $listId, array $phones): void
    {
        $contacts = array_map(function ($p) { return ['phone' => $p]; }, $phones);
        $this->send('POST', "contact-lists/{$listId}/contacts", ['json' => ['contacts' => $contacts]]);
    }

    public function clearList(string $listId, string $phone): void
    {
        $this->send('DELETE', 'contact-lists/' . $listId . '/contacts/' . rawurlencode($phone));
    }

    private function send(string $method, string $uri, array $options = []): array
    {
        try {
            $res = $this->http->request($method, $uri, $options);
            return json_decode((string) $res->getBody(), true) ?? [];
        } catch (RequestException $e) {
            $res = $e->getResponse();
            if ($res === null) {
                throw new CallForgeException('network error: ' . $e->getMessage(), 0, $e);
            }
            $body = json_decode((string) $res->getBody(), true);
            $message = is_array($body) && isset($body['error']) ? $body['error'] : $res->getReasonPhrase();
            switch ($res->getStatusCode()) {
                case 502:
                    throw new CallForgeException('CallForge identity provider unreachable: ' . $message, 502, $e);
                case 503:
                    throw new CallForgeException('CallForge API disabled: ' . $message, 503, $e);
                default:
                    throw new CallForgeException($message, $res->getStatusCode(), $e);
            }
        }
    }
}
