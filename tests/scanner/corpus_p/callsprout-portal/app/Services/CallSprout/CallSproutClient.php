<?php

namespace App\Services\CallSprout;

use GuzzleHttp\Client;
use GuzzleHttp\Exception\RequestException;
use Psr\Http\Message\ResponseInterface;

class CallSproutClient
{
    private Client $http;

    public function __construct(array $config)
    {
        $this->http = new Client([
            'base_uri' => rtrim($config['base_uri'], '/') . '/',
            'timeout' => $config['timeout'] ?? 15,
            'headers' => [
                'Accept' => 'application/json',
                'x-api-key' => $config['key'],
                'X-User-Email' => $config['acting_user'],
            ],
        ]);
    }

    public function lists(int $page = 1): array
    {
        return $this->send('GET', 'contact-lists', ['query' => ['page' => $page]]);
    }

    public function createList(string $name, ?string $campaignId = null): array
    {
        return $this->send('POST', 'contact-lists', ['json' => ['name' => $name, 'campaign_id' => $campaignId]]);
    }

    public function appendContacts(string $listId, array $phones): array
    {
        return $this->send('POST', "contact-lists/{$listId}/contacts", ['json' => ['phones' => $phones]]);
    }

    public function removeContact(string $listId, string $phone): void
    {
        $this->send('DELETE', sprintf('contact-lists/%s/contacts/%s', $listId, rawurlencode($phone)));
    }

    public function deleteList(string $listId): void
    {
        $this->send('DELETE', 'contact-lists/' . $listId);
    }

    private function send(string $method, string $uri, array $options = []): array
    {
        try {
            $response = $this->http->request($method, $uri, $options);
        } catch (RequestException $e) {
            if (! $e->hasResponse()) {
                throw new CallSproutException('CallSprout unreachable: ' . $e->getMessage(), 0, [], $e);
            }
            throw $this->toException($e->getResponse());
        }

        return json_decode((string) $response->getBody(), true) ?? [];
    }

    private function toException(ResponseInterface $response): CallSproutException
    {
        $status = $response->getStatusCode();
        $body = json_decode((string) $response->getBody(), true) ?: [];

        return match (true) {
            $status === 502 => CallSproutException::transient($body),
            $status === 503 => CallSproutException::apiDisabled($body),
            $status === 404 && ($body['error'] ?? '') === 'user not found' => CallSproutException::unknownUser($body),
            default => CallSproutException::fromBody($status, $body),
        };
    }
}
