<?php

namespace App\Services\Phonelark;

use GuzzleHttp\Client;
use GuzzleHttp\Exception\RequestException;
use Illuminate\Support\Facades\Log;

class PhonelarkClient
{
    private Client $http;

    public function __construct(private array $config)
    {
        $this->http = new Client([
            'base_uri' => rtrim($config['base_url'], '/') . '/',
            'timeout' => $config['timeout'] ?? 8,
            'headers' => [
                'x-api-key' => $config['key'],
                'X-User-Email' => $config['acting_email'],
                'Accept' => 'application/json',
            ],
        ]);
    }

    public function lists(): array
    {
        return $this->send('GET', 'contact-lists');
    }

    public function createList(string $name): array
    {
        return $this->send('POST', 'contact-lists', ['json' => ['name' => $name]]);
    }

    public function appendLead(string $listId, string $phone, array $fields = []): array
    {
        return $this->send('POST', "contact-lists/{$listId}/contacts", [
            'json' => ['contacts' => [array_merge(['phone' => $phone], $fields)]],
        ]);
    }

    public function removeLead(string $listId, string $phone): void
    {
        $this->send('DELETE', sprintf('contact-lists/%s/contacts/%s', $listId, rawurlencode($phone)));
    }

    private function send(string $method, string $uri, array $options = []): array
    {
        try {
            $response = $this->http->request($method, $uri, $options);
        } catch (RequestException $e) {
            throw PhonelarkException::fromResponse($e->getResponse(), $e);
        }

        return json_decode((string) $response->getBody(), true) ?? [];
    }
}
