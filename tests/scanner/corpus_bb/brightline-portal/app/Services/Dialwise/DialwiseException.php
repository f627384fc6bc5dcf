<?php

namespace App\Services\Dialwise;

use Illuminate\Http\Client\Response;
use RuntimeException;

class DialwiseException extends RuntimeException
{
    /** @var array<int, array{path?: string, message?: string}> */
    public array $details = [];

    public bool $transient = false;

    public static function fromResponse(Response $response): self
    {
        $body = $response->json() ?? [];
        $message = is_string($body['error'] ?? null) ? $body['error'] : 'Dialwise request failed';

        $e = new self($message, $response->status());
        $e->details = $body['details'] ?? [];

        if ($response->status() === 502) {
            // identity provider behind Dialwise is down, safe to retry
            $e->transient = true;
        }

        return $e;
    }

    public function isUserNotFound(): bool
    {
        return $this->getCode() === 404 && stripos($this->getMessage(), 'user not found') !== false;
    }

    public function isApiDisabled(): bool
    {
        return $this->getCode() === 503;
    }

    public function fieldErrors(): array
    {
        $out = [];
        foreach ($this->details as $d) {
            $out[$d['path'] ?? '_'] = $d['message'] ?? '';
        }
        return $out;
    }
}
