<?php

namespace App\Services\Voxbridge;

use Psr\Http\Message\ResponseInterface;
use RuntimeException;

class VoxbridgeException extends RuntimeException
{
    /** @var array<int, array{path?: string, message?: string}> */
    public array $details = [];

    public int $status = 0;

    public static function fromResponse(ResponseInterface $response): self
    {
        $payload = json_decode((string) $response->getBody(), true) ?: [];
        $status = $response->getStatusCode();

        $message = is_string($payload['error'] ?? null) ? $payload['error'] : "Voxbridge HTTP {$status}";

        $e = new self($message, $status);
        $e->status = $status;
        $e->details = $payload['details'] ?? [];

        return $e;
    }

    public function isUnknownUser(): bool
    {
        return $this->status === 404 && stripos($this->getMessage(), 'user not found') !== false;
    }

    public function isApiDisabled(): bool
    {
        return $this->status === 503;
    }

    public function validationMessages(): array
    {
        return array_map(
            fn (array $d) => ($d['path'] ?? '?') . ' ' . ($d['message'] ?? ''),
            $this->details
        );
    }
}
