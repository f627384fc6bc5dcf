<?php

namespace App\Services\Callvane;

use Illuminate\Http\Client\Response;
use RuntimeException;

class CallvaneException extends RuntimeException
{
    /** @var array<int, array{path?: string, message?: string}> */
    private array $details = [];

    public static function fromResponse(Response $response): self
    {
        $body = $response->json() ?? [];
        $message = $body['error'] ?? ('Callvane request failed with HTTP ' . $response->status());

        $e = new self($message, $response->status());
        $e->details = $body['details'] ?? [];

        return $e;
    }

    public function isUserNotFound(): bool
    {
        return $this->getCode() === 404 && stripos($this->getMessage(), 'user not found') !== false;
    }

    public function isTransient(): bool
    {
        return in_array($this->getCode(), [429, 502], true);
    }

    /** @return string[] */
    public function fieldErrors(): array
    {
        $out = [];
        foreach ($this->details as $d) {
            $out[] = ($d['path'] ?? '?') . ': ' . ($d['message'] ?? '');
        }

        return $out;
    }
}
