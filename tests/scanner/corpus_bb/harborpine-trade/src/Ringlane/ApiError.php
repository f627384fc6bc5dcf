<?php

namespace App\Ringlane;

/**
 * Error payload returned by Ringlane, e.g. {"error": "contact list not found", "details": []}.
 */
final class ApiError extends \RuntimeException
{
    /**
     * @param list<array{path: string, message: string}> $details
     */
    public function __construct(
        public readonly int $status,
        public readonly string $error,
        public readonly array $details = [],
    ) {
        parent::__construct(sprintf('Ringlane %d: %s', $status, $error), $status);
    }

    public static function fromArray(int $status, array $payload): self
    {
        return new self($status, (string) ($payload['error'] ?? 'unknown error'), $payload['details'] ?? []);
    }

    public function isListNotFound(): bool
    {
        return $this->status === 404 && $this->error === 'contact list not found';
    }
}
