<?php

namespace App\Services\CallSprout;

use RuntimeException;
use Throwable;

class CallSproutException extends RuntimeException
{
    public bool $retryable = false;

    public function __construct(string $message, int $status = 0, public array $details = [], ?Throwable $previous = null)
    {
        parent::__construct($message, $status, $previous);
    }

    public static function fromBody(int $status, array $body): self
    {
        $message = is_string($body['error'] ?? null) ? $body['error'] : 'CallSprout request failed';
        $details = array_map(
            fn (array $d) => ($d['path'] ?? '?') . ': ' . ($d['message'] ?? ''),
            $body['details'] ?? []
        );

        return new self($message, $status, $details);
    }

    public static function transient(array $body): self
    {
        $e = self::fromBody(502, $body);
        $e->retryable = true;

        return $e;
    }

    public static function apiDisabled(array $body): self
    {
        return new self('CallSprout public API is switched off for this account', 503);
    }

    public static function unknownUser(array $body): self
    {
        return new self('Acting user is not a CallSprout user: ' . config('services.callsprout.acting_user'), 404);
    }
}
