<?php

namespace App\Services\RingLane;

use Illuminate\Http\Client\Response;
use RuntimeException;

class RingLaneException extends RuntimeException
{
    /** @var array<int, array{path?: string, message?: string}> */
    protected array $details = [];

    public static function fromResponse(Response $response): static
    {
        $payload = $response->json() ?? [];

        $message = is_string($payload['error'] ?? null)
            ? $payload['error']
            : 'RingLane request failed with HTTP '.$response->status();

        $e = new static($message, $response->status());
        $e->details = $payload['details'] ?? [];

        return $e;
    }

    /**
     * Flatten the validation details into "path: message" lines for logs.
     */
    public function detailLines(): array
    {
        return array_map(
            fn (array $d) => ($d['path'] ?? '?').': '.($d['message'] ?? ''),
            $this->details
        );
    }

    public function isUserNotFound(): bool
    {
        return $this->getCode() === 404 && strcasecmp($this->getMessage(), 'user not found') === 0;
    }

    public function isListNotFound(): bool
    {
        return $this->getCode() === 404 && str_contains($this->getMessage(), 'contact list not found');
    }
}
