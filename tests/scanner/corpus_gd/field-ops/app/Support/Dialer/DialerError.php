<?php

namespace App\Support\Dialer;

use Illuminate\Http\Client\Response;

/**
 * Value object for CallCrest error payloads.
 */
final class DialerError
{
    public function __construct(
        public readonly int $status,
        public readonly string $error,
        public readonly array $details = [],
    ) {
    }

    public static function from(Response $response): self
    {
        return new self(
            $response->status(),
            (string) $response->json('error', 'unknown error'),
            (array) $response->json('details', []),
        );
    }

    public function userMissing(): bool
    {
        return $this->status === 404 && str_contains(strtolower($this->error), 'user not found');
    }

    public function transient(): bool
    {
        return in_array($this->status, [429, 502], true);
    }

    public function disabled(): bool
    {
        return $this->status === 503;
    }
}
