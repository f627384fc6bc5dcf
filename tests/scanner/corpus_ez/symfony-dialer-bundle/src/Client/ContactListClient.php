<?php

namespace Harbourline\RinglaneBundle\Client;

use Harbourline\RinglaneBundle\Exception\RinglaneException;
use Symfony\Contracts\HttpClient\HttpClientInterface;
use Symfony\Contracts\HttpClient\ResponseInterface;

final class ContactListClient
{
    public function __construct(
        private readonly HttpClientInterface $http,
        private readonly ?string $actingUser = null,
    ) {
    }

    public function all(): array
    {
        return $this->send('GET', Routes::LISTS);
    }

    public function create(string $name, string $ownerEmail): array
    {
        return $this->send('POST', Routes::LISTS, ['name' => $name], $ownerEmail);
    }

    public function rename(string $id, string $name): array
    {
        return $this->send('PATCH', Routes::expand(Routes::LIST, ['id' => $id]), ['name' => $name]);
    }

    public function delete(string $id): void
    {
        $this->send('DELETE', Routes::expand(Routes::LIST, ['id' => $id]));
    }

    /** @param list<string> $phones E.164 numbers */
    public function addPhones(string $id, array $phones, ?string $as = null): array
    {
        $contacts = array_map(static fn (string $p) => ['phone' => $p], $phones);

        return $this->send('POST', Routes::expand(Routes::LIST_CONTACTS, ['id' => $id]), ['contacts' => $contacts], $as);
    }

    public function removePhone(string $id, string $phone): void
    {
        $this->send('DELETE', Routes::expand(Routes::LIST_CONTACT_BY_PHONE, ['id' => $id, 'phone' => $phone]));
    }

    private function send(string $method, string $path, ?array $json = null, ?string $as = null): array
    {
        $options = ['headers' => ['X-User-Email' => $as ?? $this->actingUser]];
        if (null !== $json) {
            $options['json'] = $json;
        }

        $response = $this->http->request($method, $path, $options);

        return $this->decode($response);
    }

    private function decode(ResponseInterface $response): array
    {
        $status = $response->getStatusCode();
        if ($status < 300) {
            return 204 === $status ? [] : $response->toArray();
        }

        throw RinglaneException::fromResponse($response);
    }
}
