<?php

namespace App\Services\DialPoint\Exceptions;

use RuntimeException;

class DialPointException extends RuntimeException
{
    /** @var array<int, array{path?: string, message?: string}> */
    private array $details = [];

    public static function fromResponse(int $status, array $body): static
    {
        $message = is_string($body['error'] ?? null) ? $body['error'] : 'Unknown DialPoint error';

        $e = new static($message, $status);
        $e->details = $body['details'] ?? [];

        return $e;
    }

    public function isUserNotFound(): bool
    {
        return $this->getCode() === 404 && stripos($this->getMessage(), 'user not found') !== false;
    }

    public function isListNotFound(): bool
    {
        return $this->getCode() === 404 && stripos($this->getMessage(), 'contact list not found') !== false;
    }

    public function isRateLimited(): bool
    {
        return $this->getCode() === 429;
    }

    /**
     * Flattens validation details into "phone: invalid format; name: required".
     */
    public function detailsSummary(): string
    {
        return collect($this->details)
            ->map(fn (array $d) => ($d['path'] ?? '?') . ': ' . ($d['message'] ?? ''))
            ->implode('; ');
    }

    public function details(): array
    {
        return $this->details;
    }
}
