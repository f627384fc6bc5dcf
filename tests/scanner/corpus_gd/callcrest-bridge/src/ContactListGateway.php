<?php

namespace Quillfield\CallCrest;

use GuzzleHttp\ClientInterface;
use Psr\Http\Message\ResponseInterface;
use Quillfield\CallCrest\Exceptions\CallCrestApiException;

class ContactListGateway
{
    private const LISTS = 'contact-lists';

    public function __construct(private ClientInterface $http)
    {
    }

    public function all(): array
    {
        return $this->decode($this->http->request('GET', self::LISTS));
    }

    public function find(int|string $id): array
    {
        return $this->decode($this->http->request('GET', self::LISTS."/{$id}"));
    }

    public function create(string $name, array $tags = []): array
    {
        return $this->decode($this->http->request('POST', self::LISTS, ['json' => compact('name', 'tags')]));
    }

    public function update(int|string $id, array $attributes): array
    {
        return $this->decode($this->http->request('PATCH', self::LISTS."/{$id}", ['json' => $attributes]));
    }

    public function destroy(int|string $id): void
    {
        $this->decode($this->http->request('DELETE', self::LISTS."/{$id}"));
    }

    public function addContacts(int|string $id, array $phones, ?string $actingUserId = null): array
    {
        $options = ['json' => ['contacts' => array_map(fn ($p) => ['phone' => $p], $phones)]];

        if ($actingUserId !== null) {
            $options['headers'] = ['x-user-id' => $actingUserId];
        }

        return $this->decode($this->http->request('POST', "contact-lists/{$id}/contacts", $options));
    }

    public function removeContact(int|string $id, int|string $contactId): void
    {
        $this->decode($this->http->request('DELETE', "contact-lists/{$id}/contacts/{$contactId}"));
    }

    private function decode(ResponseInterface $response): array
    {
        $status = $response->getStatusCode();
        $body = json_decode((string) $response->getBody(), true) ?: [];

        if ($status >= 400) {
            throw CallCrestApiException::fromV1($status, $body);
        }

        return $body;
    }
}
