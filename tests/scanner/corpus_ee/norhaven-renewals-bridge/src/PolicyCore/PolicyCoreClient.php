<?php

declare(strict_types=1);

namespace Norhaven\Renewals\PolicyCore;

use Symfony\Contracts\HttpClient\HttpClientInterface;

final class PolicyCoreClient
{
    public function __construct(private readonly HttpClientInterface $policyCoreClient)
    {
    }

    /** @return list<array{phone: string, policy_number: string, holder: string}> */
    public function dueForRenewal(\DateTimeImmutable $month): array
    {
        $response = $this->policyCoreClient->request('GET', 'policies/renewals', [
            'query' => ['month' => $month->format('Y-m')],
        ]);

        if (404 === $response->getStatusCode()) {
            return [];
        }

        $body = $response->toArray(false);
        if (isset($body['error'])) {
            throw new \RuntimeException('policy-core: '.$body['error']);
        }

        return $body['items'];
    }
}
