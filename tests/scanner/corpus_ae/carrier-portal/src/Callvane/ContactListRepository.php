<?php

declare(strict_types=1);

namespace Kestrel\CarrierPortal\Callvane;

use GuzzleHttp\Client;
use Psr\Http\Message\ResponseInterface;

final class ContactListRepository
{
    public function __construct(private readonly Client $http)
    {
    }

    public function find(string $id): array
    {
        return $this->decode($this->http->get('contact-lists/' . rawurlencode($id)));
    }

    public function appendCarrierPhones(string $id, array $phones): array
    {
        $contacts = array_map(static fn (string $p): array => ['phone' => $p], $phones);

        return $this->decode($this->http->post("contact-lists/{$id}/contacts", ['json' => ['contacts' => $contacts]]));
    }

    private function decode(ResponseInterface $res): array
    {
        $payload = json_decode((string) $res->getBody(), true) ?? [];
        if ($res->getStatusCode() < 300) {
            return $payload;
        }

        $message = $payload['error'] ?? 'Unknown Callvane error';
        if ($res->getStatusCode() === 503) {
            throw new CallvaneUnavailable('Callvane API disabled: ' . $message);
        }

        $fields = [];
        foreach ($payload['details'] ?? [] as $detail) {
            $fields[$detail['path']] = $detail['message'];
        }

        throw new CallvaneException($message, $res->getStatusCode(), $fields);
    }
}
