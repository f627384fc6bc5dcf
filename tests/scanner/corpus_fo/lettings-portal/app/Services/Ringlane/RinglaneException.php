<?php

namespace App\Services\Ringlane;

use Illuminate\Http\Client\Response;
use RuntimeException;

class RinglaneException extends RuntimeException
{
    /** @var array<int, array{path?: string, message?: string}> */
    public array $details = [];

    public bool $transient = false;

    public static function fromResponse(Response $response): self
    {
        $body = $response->json() ?? [];
        $message = is_string($body['error'] ?? null) ? $body['error'] : 'Ringlane request failed';

        $e = new self($message, $response->status());
        $e->details = $body['details'] ?? [];
        $e->transient = $response->status() === 502 || $response->status() === 429;

        return $e;
    }

    public function isUnknownAgent(): bool
    {
        return $this->getCode() === 404 && str_contains(strtolower($this->getMessage()), 'user not found');
    }

    public function isListMissing(): bool
    {
        return $this->getCode() === 404 && $this->getMessage() === 'contact list not found';
    }

    public function fieldErrors(): array
    {
        return collect($this->details)
            ->mapWithKeys(fn ($d) => [$d['path'] ?? '_' => $d['message'] ?? ''])
            ->all();
    }
}
