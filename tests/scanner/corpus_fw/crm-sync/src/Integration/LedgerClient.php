<?php

declare(strict_types=1);

namespace App\Integration;

use Symfony\Contracts\HttpClient\HttpClientInterface;

/**
 * Internal finance ledger, fronted by AWS API Gateway (usage-plan key in X-Api-Key).
 */
final class LedgerClient
{
    public function __construct(private readonly HttpClientInterface $httpClient)
    {
    }

    public function recordOutcome(string $callId, string $outcome, int $duration): int
    {
        $response = $this->httpClient->request('POST', 'call-outcomes', [
            'headers' => ['x-api-key' => $_ENV['LEDGER_API_KEY'] ?? ''],
            'json' => [
                'call_id' => $callId,
                'outcome' => $outcome,
                'duration' => $duration,
            ],
        ]);

        $status = $response->getStatusCode();
        if ($status >= 400) {
            $body = $response->toArray(false);
            // gateway errors come back as {"message": "..."}; our lambdas answer {"error": "..."}
            error_log('ledger error: ' . ($body['error'] ?? $body['message'] ?? 'n/a'));
        }

        return $status;
    }
}
