<?php

declare(strict_types=1);

namespace App\Ringwell\Exception;

use Symfony\Contracts\HttpClient\ResponseInterface;

class RingwellApiException extends \RuntimeException
{
    /** @var list<array{path?: string, message?: string}> */
    private array $details;

    public function __construct(string $message, int $status, array $details = [], ?\Throwable $previous = null)
    {
        parent::__construct($message, $status, $previous);
        $this->details = $details;
    }

    public static function fromResponse(ResponseInterface $response): self
    {
        $payload = $response->toArray(false);
        $message = is_string($payload['error'] ?? null) ? $payload['error'] : 'Unknown Ringwell error';
        $details = $payload['details'] ?? [];

        return match ($response->getStatusCode()) {
            404 => str_contains(strtolower($message), 'user not found')
                ? new ActingUserNotFoundException($message, 404, $details)
                : new self($message, 404, $details),
            503 => new RingwellDisabledException('Ringwell API disabled on the server: ' . $message, 503, $details),
            default => new self($message, $response->getStatusCode(), $details),
        };
    }

    public function details(): array
    {
        return $this->details;
    }

    public function firstFieldError(): ?string
    {
        foreach ($this->details as $detail) {
            if (isset($detail['path'], $detail['message'])) {
                return sprintf('%s: %s', $detail['path'], $detail['message']);
            }
        }

        return null;
    }
}
