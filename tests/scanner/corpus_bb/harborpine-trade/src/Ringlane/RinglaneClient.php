<?php

namespace App\Ringlane;

use Symfony\Contracts\HttpClient\HttpClientInterface;

final class RinglaneClient
{
    /**
     * @param int[] $retryStatuses
     */
    public function __construct(
        private readonly HttpClientInterface $http,
        private readonly array $retryStatuses = [],
    ) {
    }

    public function createTradeList(string $accountName): string
    {
        $data = $this->send('POST', 'contact-lists', ['json' => ['name' => 'Trade – '.$accountName]]);

        return $data['id'];
    }

    public function enrol(string $listId, string $phone, ?string $repUserId = null): void
    {
        $options = ['json' => ['contacts' => [['phone' => $phone]]]];
        if ($repUserId !== null) {
            $options['headers'] = ['x-user-id' => $repUserId];
        }

        try {
            $this->send('POST', sprintf('contact-lists/%s/contacts', $listId), $options);
        } catch (ApiError $e) {
            if (!$e->isListNotFound()) {
                throw $e;
            }
            $listId = $this->createTradeList('recovered');
            $this->send('POST', sprintf('contact-lists/%s/contacts', $listId), $options);
        }
    }

    private function send(string $method, string $path, array $options = [], int $attempt = 1): array
    {
        $response = $this->http->request($method, $path, $options);
        $status = $response->getStatusCode();

        if ($status >= 400) {
            if ($attempt < 3 && \in_array($status, $this->retryStatuses, true)) {
                usleep(250_000 * $attempt);

                return $this->send($method, $path, $options, $attempt + 1);
            }

            throw ApiError::fromArray($status, $response->toArray(false));
        }

        return $response->toArray();
    }
}
