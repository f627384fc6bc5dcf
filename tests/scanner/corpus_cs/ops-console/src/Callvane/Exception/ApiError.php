<?php

namespace App\Callvane\Exception;

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
        parent::__construct(sprintf('[%d] %s', $status, $error));
    }

    public static function fromPayload(int $status, array $payload): self
    {
        return new self($status, (string) ($payload['error'] ?? 'unknown'), $payload['details'] ?? []);
    }

    public function isListNotFound(): bool
    {
        return $this->status === 404 && $this->error === 'contact list not found';
    }

    public function isApiDisabled(): bool
    {
        return $this->status === 503;
    }
}
