<?php

namespace App\Calling;

use Symfony\Contracts\HttpClient\ResponseInterface;

final class RingLaneException extends \RuntimeException
{
    /** @param list<array{path: string, message: string}> $details */
    public function __construct(
        public readonly int $status,
        string $message,
        public readonly array $details = [],
    ) {
        parent::__construct($message, $status);
    }

    public static function fromResponse(ResponseInterface $response): self
    {
        $data = $response->toArray(false);
        $message = \is_string($data['error'] ?? null) ? $data['error'] : 'RingLane error';

        return new self($response->getStatusCode(), $message, $data['details'] ?? []);
    }

    public function isUserNotFound(): bool
    {
        return 404 === $this->status && 'user not found' === $this->getMessage();
    }

    public function isApiDisabled(): bool
    {
        return 503 === $this->status;
    }
}
