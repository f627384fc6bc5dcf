<?php

declare(strict_types=1);

namespace Norhaven\Renewals\CallCrest;

use Psr\Log\LoggerInterface;
use Symfony\Contracts\HttpClient\Exception\TransportExceptionInterface;
use Symfony\Contracts\HttpClient\HttpClientInterface;
use Symfony\Contracts\HttpClient\ResponseInterface;

final class CallCrestClient
{
    private const USER_HEADER = 'X-User-Id';

    public function __construct(
        private readonly HttpClientInterface $callcrestClient,
        private readonly string $serviceUserId,
        private readonly LoggerInterface $logger,
    ) {
    }

    /** @return list<array{id: string, name: string}> */
    public function contactLists(): array
    {
        $data = $this->request('GET', 'contact-lists');

        return $data['data'] ?? [];
    }

    public function createRenewalList(string $month): string
    {
        $data = $this->request('POST', 'contact-lists', [
            'json' => ['name' => sprintf('Renewals %s', $month), 'tags' => ['renewals', 'auto']],
        ]);

        return (string) $data['id'];
    }

    /**
     * @param list<array{phone: string, policy_number: string, holder: string}> $policies
     */
    public function addPolicyholders(string $listId, array $policies, ?string $brokerUserId = null): int
    {
        $contacts = array_map(static fn (array $p): array => [
            'phone' => $p['phone'],
            'first_name' => $p['holder'],
            'custom_fields' => ['policy_number' => $p['policy_number']],
        ], $policies);

        $data = $this->request('POST', "contact-lists/{$listId}/contacts", ['json' => ['contacts' => $contacts]], $brokerUserId);

        return (int) ($data['added'] ?? 0);
    }

    public function removePhone(string $listId, string $phone): void
    {
        $this->request('DELETE', sprintf('contact-lists/%s/contacts/%s', $listId, rawurlencode($phone)));
    }

    public function getList(string $listId): array
    {
        return $this->request('GET', "contact-lists/{$listId}");
    }

    public function archiveList(string $listId): void
    {
        $this->request('PATCH', "contact-lists/{$listId}", ['json' => ['archived' => true]]);
    }

    public function deleteList(string $listId): void
    {
        $this->request('DELETE', 'contact-lists/'.$listId);
    }

    private function request(string $method, string $path, array $options = [], ?string $userId = null): array
    {
        $options['headers'][self::USER_HEADER] = $userId ?? $this->serviceUserId;

        try {
            $response = $this->callcrestClient->request($method, $path, $options);
            $status = $response->getStatusCode();
        } catch (TransportExceptionInterface $e) {
            throw new CallCrestApiError('CallCrest transport error: '.$e->getMessage(), 0, [], $e);
        }

        if ($status >= 400) {
            throw $this->toError($response, $status);
        }

        return 204 === $status ? [] : $response->toArray();
    }

    private function toError(ResponseInterface $response, int $status): CallCrestApiError
    {
        $body = $response->toArray(false);
        $error = CallCrestApiError::fromBody($status, $body);

        switch ($status) {
            case 404:
                if ($error->isUserNotFound()) {
                    $this->logger->error('CallCrest does not know broker user', ['status' => $status]);
                }
                break;
            case 503:
                $this->logger->critical('CallCrest public API disabled for Norhaven tenant');
                break;
        }

        return $error;
    }
}
