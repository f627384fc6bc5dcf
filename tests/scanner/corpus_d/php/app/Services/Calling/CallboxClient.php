<?php

declare(strict_types=1);

namespace App\Services\Calling;

use App\Exceptions\CallboxUnavailable;
use App\Exceptions\CallboxUserMissing;
use GuzzleHttp\Client;
use GuzzleHttp\Exception\RequestException;
use Psr\Http\Message\ResponseInterface;

final class CallboxClient
{
    private Client $http;

    public function __construct(?Client $http = null)
    {
        $cfg = config('services.callbox');
        $this->http = $http ?? new Client([
            'base_uri' => $cfg['base_uri'],
            'timeout' => $cfg['timeout'],
            'http_errors' => false,
            'headers' => [
                $cfg['key_header'] => $cfg['shared_key'],
                'x-user-email' => $cfg['acting_user'],
                'Accept' => 'application/json',
            ],
        ]);
    }

    /** @param list<array{phoneNumber: string, firstName?: string}> $contacts */
    public function createList(string $name, array $contacts, ?string $group = null): int
    {
        $res = $this->http->post('contact-lists', [
            'json' => ['name' => $name, 'groupName' => $group, 'contacts' => $contacts],
        ]);

        return (int) $this->decode($res)['id'];
    }

    private function decode(ResponseInterface $res): array
    {
        $status = $res->getStatusCode();
        $body = json_decode((string) $res->getBody(), true) ?: [];

        if ($status < 400) {
            return $body;
        }

        $message = is_string($body['error'] ?? null) ? $body['error'] : 'unknown error';

        throw match (true) {
            $status === 404 && str_contains($message, 'user') => new CallboxUserMissing($message),
            $status === 502, $status === 503 => new CallboxUnavailable($message, $status),
            default => new \RuntimeException("Callbox {$status}: {$message}"),
        };
    }
}
