<?php

namespace App\Callvane\Http;

use App\Callvane\Exception\ApiError;
use Symfony\Contracts\HttpClient\HttpClientInterface;

final class CallvaneHttpClient
{
    private const LISTS = 'contact-lists';

    public function __construct(private readonly HttpClientInterface $client)
    {
    }

    /** @return iterable<array{id: string, name: string, size: int, updated_at: string}> */
    public function allLists(): iterable
    {
        $page = 1;
        do {
            $data = $this->call('GET', self::LISTS, ['query' => ['page' => $page, 'per_page' => 200]]);
            yield from $data['data'];
            $page++;
        } while ($data['has_more'] ?? false);
    }

    public function renameList(string $id, string $name): void
    {
        $this->call('PATCH', self::LISTS.'/'.$id, ['json' => ['name' => $name]]);
    }

    public function removeContact(string $listId, string $phone): bool
    {
        try {
            $this->call('DELETE', sprintf('contact-lists/%s/contacts/%s', $listId, rawurlencode($phone)));
        } catch (ApiError $e) {
            if ($e->status === 404 && $e->error === 'user not found') {
                throw new \LogicException('CALLVANE_OPS_USER is not a Callvane user', 0, $e);
            }
            return false;
        }

        return true;
    }

    public function deleteList(string $id): void
    {
        $this->call('DELETE', self::LISTS.'/'.$id);
    }

    private function call(string $method, string $path, array $options = []): array
    {
        $response = $this->client->request($method, $path, $options);
        $status = $response->getStatusCode();

        if ($status >= 400) {
            throw ApiError::fromPayload($status, $response->toArray(false));
        }

        return $status === 204 ? [] : $response->toArray();
    }
}
