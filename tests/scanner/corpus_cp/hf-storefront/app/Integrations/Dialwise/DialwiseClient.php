<?php

namespace App\Integrations\Dialwise;

use GuzzleHttp\Client;
use GuzzleHttp\Exception\RequestException;
use Illuminate\Support\Facades\Log;

/**
 * Thin wrapper around the Dialwise public API.
 * Originally written 2016 (see JIRA SALES-112), extended for contact lists in 2019.
 */
class DialwiseClient
{
    private Client $http;

    public function __construct(
        private string $apiKey,
        private string $actingUser,
        ?Client $http = null
    ) {
        $this->http = $http ?? new Client([
            'base_uri' => rtrim(config('services.dialwise.base_url'), '/') . '/',
            'timeout'  => config('services.dialwise.timeout', 10),
        ]);
    }

    private function headers(): array
    {
        return [
            'x-api-key'    => $this->apiKey,
            'X-User-Email' => $this->actingUser,
            'Accept'       => 'application/json',
        ];
    }

    public function listContactLists(int $page = 1): array
    {
        return $this->request('GET', 'contact-lists', ['query' => ['page' => $page]]);
    }

    public function createContactList(string $name, string $owner): array
    {
        return $this->request('POST', 'contact-lists', [
            'json' => ['name' => $name, 'owner_email' => $owner],
        ]);
    }

    public function addContacts(string $listId, array $phones): array
    {
        return $this->request('POST', "contact-lists/{$listId}/contacts", [
            'json' => ['phones' => array_values($phones)],
        ]);
    }

    public function removeContact(string $listId, string $phone): void
    {
        $this->request('DELETE', sprintf('contact-lists/%s/contacts/%s', $listId, rawurlencode($phone)));
    }

    public function deleteList(string $listId): void
    {
        $this->request('DELETE', 'contact-lists/' . $listId);
    }

    private function request(string $method, string $uri, array $options = []): array
    {
        $options['headers'] = array_merge($options['headers'] ?? [], $this->headers());

        try {
            $res = $this->http->request($method, $uri, $options);
            return json_decode((string) $res->getBody(), true) ?? [];
        } catch (RequestException $e) {
            throw DialwiseException::fromRequestException($e);
        }
    }
}
