<?php

namespace App\Services\DialPoint;

use App\Services\DialPoint\Exceptions\DialPointException;
use App\Services\DialPoint\Exceptions\DialPointUnavailableException;
use GuzzleHttp\Client;
use GuzzleHttp\Exception\ConnectException;
use GuzzleHttp\Exception\RequestException;
use Illuminate\Support\Str;
use Psr\Http\Message\ResponseInterface;
use Psr\Log\LoggerInterface;

class DialPointClient
{
    private Client $http;

    public function __construct(
        private readonly string $baseUrl,
        private readonly string $apiKey,
        private readonly string $actingEmail,
        private readonly LoggerInterface $logger,
        float $timeout = 10.0,
    ) {
        $this->http = new Client([
            'base_uri' => rtrim($this->baseUrl, '/') . '/',
            'timeout' => $timeout,
            'http_errors' => false,
            'headers' => [
                DialPointHeaders::API_KEY => $this->apiKey,
                'Accept' => 'application/json',
                'User-Agent' => 'brightwave-crm/3.4 (+guzzle)',
            ],
        ]);
    }

    /**
     * @return array<int, array{id: string, name: string, size: int}>
     */
    public function listContactLists(int $page = 1): array
    {
        return $this->send('GET', 'contact-lists', ['query' => ['page' => $page]])['data'] ?? [];
    }

    public function createContactList(string $name, ?string $campaignRef = null): array
    {
        return $this->send('POST', 'contact-lists', [
            'json' => array_filter(['name' => $name, 'external_ref' => $campaignRef]),
        ]);
    }

    public function getContactList(string $listId): array
    {
        return $this->send('GET', "contact-lists/{$listId}");
    }

    public function renameContactList(string $listId, string $name): array
    {
        return $this->send('PATCH', "contact-lists/{$listId}", ['json' => ['name' => $name]]);
    }

    /**
     * @param  array<int, array{phone: string, first_name?: string, last_name?: string}>  $contacts
     */
    public function appendContacts(string $listId, array $contacts, ?string $actingEmail = null): array
    {
        return $this->send('POST', sprintf('contact-lists/%s/contacts', $listId), [
            'json' => ['contacts' => $contacts],
        ], $actingEmail);
    }

    public function deleteContactList(string $listId): void
    {
        $this->send('DELETE', 'contact-lists/' . rawurlencode($listId));
    }

    public function removeContactByPhone(string $listId, string $phone, ?string $actingEmail = null): void
    {
        $this->send('DELETE', "contact-lists/{$listId}/contacts/" . rawurlencode($phone), [], $actingEmail);
    }

    private function send(string $method, string $uri, array $options = [], ?string $actingEmail = null): array
    {
        $requestId = (string) Str::uuid();
        $options['headers'] = array_merge($options['headers'] ?? [], [
            DialPointHeaders::ACTING_USER_EMAIL => $actingEmail ?? $this->actingEmail,
            DialPointHeaders::REQUEST_ID => $requestId,
        ]);

        try {
            $response = $this->http->request($method, $uri, $options);
        } catch (ConnectException $e) {
            throw new DialPointUnavailableException('DialPoint unreachable: ' . $e->getMessage(), 0, $e);
        }

        return $this->decode($response, $method, $uri, $requestId);
    }

    private function decode(ResponseInterface $response, string $method, string $uri, string $requestId): array
    {
        $status = $response->getStatusCode();
        $body = json_decode((string) $response->getBody(), true) ?: [];

        if ($status < 300) {
            return $body;
        }

        $this->logger->warning('dialpoint.request_failed', [
            'method' => $method,
            'uri' => $uri,
            'status' => $status,
            'request_id' => $requestId,
        ]);

        if ($status === 502) {
            // their SSO/identity lookup was down, safe to retry later
            throw new DialPointUnavailableException('DialPoint identity provider unreachable', 502);
        }

        if ($status === 503) {
            throw new DialPointUnavailableException('Public API is disabled for our DialPoint workspace', 503);
        }

        throw DialPointException::fromResponse($status, $body);
    }
}
