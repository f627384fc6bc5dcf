<?php

namespace App\Services\Voxbridge;

use GuzzleHttp\Client;
use GuzzleHttp\Exception\RequestException;
use GuzzleHttp\HandlerStack;
use Psr\Http\Message\ResponseInterface;

class VoxbridgeClient
{
    private Client $http;

    public function __construct(array $config, ?HandlerStack $stack = null)
    {
        $stack ??= HandlerStack::create();
        $stack->push(RetryMiddleware::create(), 'voxbridge_retry');

        $this->http = new Client([
            'base_uri' => $config['base_uri'],
            'timeout' => $config['timeout'] ?? 10,
            'handler' => $stack,
            'headers' => [
                'X-Api-Key' => $config['key'],
                'Accept' => 'application/json',
            ],
        ]);
    }

    public function lists(string $actingEmail): array
    {
        return $this->send('GET', 'contact-lists', $actingEmail);
    }

    public function createList(string $actingEmail, string $name): array
    {
        return $this->send('POST', 'contact-lists', $actingEmail, ['name' => $name]);
    }

    public function archiveList(string $actingEmail, int $listId): void
    {
        $this->send('DELETE', "contact-lists/{$listId}", $actingEmail);
    }

    public function appendPatients(string $actingEmail, int $listId, array $phones): array
    {
        $contacts = array_map(fn (string $p) => ['phone' => $p], $phones);

        return $this->send('POST', sprintf('contact-lists/%d/contacts', $listId), $actingEmail, ['contacts' => $contacts]);
    }

    private function send(string $method, string $uri, string $actingEmail, ?array $json = null): array
    {
        $options = ['headers' => ['X-User-Email' => $actingEmail]];
        if ($json !== null) {
            $options['json'] = $json;
        }

        try {
            $response = $this->http->request($method, $uri, $options);
        } catch (RequestException $e) {
            if ($e->hasResponse()) {
                throw VoxbridgeException::fromResponse($e->getResponse());
            }
            throw new VoxbridgeException('Voxbridge unreachable: ' . $e->getMessage(), 0, $e);
        }

        return $this->decode($response);
    }

    private function decode(ResponseInterface $response): array
    {
        $body = (string) $response->getBody();

        return $body === '' ? [] : json_decode($body, true, 512, JSON_THROW_ON_ERROR);
    }
}
