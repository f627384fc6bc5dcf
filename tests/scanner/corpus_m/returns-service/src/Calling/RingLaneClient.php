<?php

namespace App\Calling;

use Psr\Log\LoggerInterface;
use Symfony\Contracts\HttpClient\HttpClientInterface;

final class RingLaneClient
{
    public function __construct(
        private readonly HttpClientInterface $ringlaneClient,
        private readonly LoggerInterface $logger,
    ) {
    }

    public function createReturnsCallList(string $name): string
    {
        $response = $this->ringlaneClient->request('POST', 'contact-lists', [
            'json' => ['name' => $name, 'tags' => ['returns']],
        ]);
        if ($response->getStatusCode() >= 400) {
            throw RingLaneException::fromResponse($response);
        }

        return $response->toArray()['id'];
    }

    /** @param list<string> $phones */
    public function addCustomers(string $listId, array $phones): void
    {
        $response = $this->ringlaneClient->request('POST', sprintf('contact-lists/%s/contacts', $listId), [
            'json' => ['contacts' => array_map(static fn (string $p) => ['phone' => $p], $phones)],
        ]);
        if ($response->getStatusCode() >= 400) {
            $e = RingLaneException::fromResponse($response);
            if ($e->isApiDisabled()) {
                $this->logger->warning('RingLane API disabled, returns call list not updated');

                return;
            }
            throw $e;
        }
    }

    public function archiveList(string $listId): void
    {
        $this->ringlaneClient->request('DELETE', "contact-lists/{$listId}");
    }
}
