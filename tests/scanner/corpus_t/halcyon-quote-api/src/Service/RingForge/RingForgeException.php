<?php

namespace App\Service\RingForge;

final class RingForgeException extends \RuntimeException
{
    /**
     * @param list<array{path?: string, message?: string}> $details
     */
    public function __construct(
        string $message,
        public readonly int $status,
        public readonly array $details = [],
        public readonly bool $retryable = false,
    ) {
        parent::__construct($message, $status);
    }

    public static function fromResponse(int $status, array $body): self
    {
        $message = \is_string($body['error'] ?? null) ? $body['error'] : 'RingForge request failed';
        $details = $body['details'] ?? [];

        return new self($message, $status, $details, \in_array($status, [429, 502], true));
    }

    public function firstFieldError(): ?string
    {
        foreach ($this->details as $detail) {
            if (isset($detail['path'], $detail['message'])) {
                return $detail['path'].': '.$detail['message'];
            }
        }

        return null;
    }
}
