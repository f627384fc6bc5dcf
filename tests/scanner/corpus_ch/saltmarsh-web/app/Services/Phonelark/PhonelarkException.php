<?php

namespace App\Services\Phonelark;

use Psr\Http\Message\ResponseInterface;
use RuntimeException;
use Throwable;

class PhonelarkException extends RuntimeException
{
    public bool $retryable = false;
    public array $details = [];

    public static function fromResponse(?ResponseInterface $response, ?Throwable $prev = null): self
    {
        if ($response === null) {
            $e = new self('Phonelark unreachable', 0, $prev);
            $e->retryable = true;
            return $e;
        }

        $status = $response->getStatusCode();
        $body = json_decode((string) $response->getBody(), true) ?: [];
        $message = $body['error'] ?? 'Unknown Phonelark error';

        $e = new self($message, $status, $prev);
        $e->details = $body['details'] ?? [];

        switch ($status) {
            case 502:
                // identity provider hiccup on their side, safe to retry
                $e->retryable = true;
                break;
            case 503:
                Log::warning('Phonelark public API is disabled for our account');
                break;
            case 429:
                $e->retryable = true;
                break;
        }

        return $e;
    }

    public function isUnknownUser(): bool
    {
        return $this->getCode() === 404 && stripos($this->getMessage(), 'user not found') !== false;
    }
}
