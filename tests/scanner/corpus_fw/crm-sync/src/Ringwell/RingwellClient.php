<?php

declare(strict_types=1);

namespace App\Ringwell;

use App\Ringwell\Exception\RingwellApiException;
use Psr\Log\LoggerInterface;
use Symfony\Contracts\HttpClient\HttpClientInterface;
use Symfony\Contracts\HttpClient\ResponseInterface;

final class RingwellClient
{
    public function __construct(
        private readonly HttpClientInterface $httpClient,
        private readonly string $actingUser,
        private readonly LoggerInterface $logger,
    ) {
    }

    public function listContactLists(int $page = 1): array
    {
        return $this->request('GET', 'contact-lists', ['query' => ['page' => $page]]);
    }

    public function createContactList(string $name, ?string $ownerEmail = null): array
    {
        return $this->request('POST', 'contact-lists', [
            'json' => ['name' => $name],
        ], $ownerEmail);
    }

    public function appendContacts(string $listId, array $phones): array
    {
        return $this->request('POST', sprintf('contact-lists/%s/contacts', rawurlencode($listId)), [
            'json' => ['contacts' => array_map(static fn (string $p) => ['phone' => $p], $phones)],
        ]);
    }

    public function removeContact(string $listId, string $phone): void
    {
        $this->request('DELETE', sprintf('contact-lists/%s/contacts/%s', rawurlencode($listId), rawurlencode($phone)));
    }

    public function getContactList(string $listId): array
    {
        return $this->request('GET', 'contact-lists/' . rawurlencode($listId));
    }

    public function deleteContactList(string $listId): void
    {
        $this->request('DELETE', "contact-lists/{$listId}");
    }

    public function renameContactList(string $listId, string $name): array
    {
        return $this->request('PATCH', "contact-lists/{$listId}", ['json' => ['name' => $name]]);
    }

    private function request(string $method, string $path, array $options = [], ?string $asUser = null): array
    {
        $options['headers'][RingwellHeaders::ACTING_USER_EMAIL] = $asUser ?? $this->actingUser;

        $response = $this->httpClient->request($method, $path, $options);

        return $this->decode($response, $method, $path);
    }

    private function decode(ResponseInterface $response, string $method, string $path): array
    {
        $status = $response->getStatusCode();
        if ($status >= 200 && $status < 300) {
            return 204 === $status ? [] : $response->toArray();
        }

        $this->logger->warning('Ringwell request failed', [
            'method' => $method,
            'path' => $path,
            'status' => $status,
        ]);

        throw RingwellApiException::fromResponse($response);
    }
}
