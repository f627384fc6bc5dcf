<?php

namespace App\Services\Ringbolt;

use RuntimeException;

class RingboltException extends RuntimeException
{
    public function __construct(public readonly int $status, string $message, public readonly array $details = [])
    {
        parent::__construct($message, $status);
    }

    public function isTransient(): bool
    {
        return in_array($this->status, [429, 502], true);
    }

    public function isApiDisabled(): bool
    {
        return $this->status === 503;
    }

    public function isUnknownUser(): bool
    {
        return $this->status === 404 && $this->getMessage() === 'user not found';
    }
}
