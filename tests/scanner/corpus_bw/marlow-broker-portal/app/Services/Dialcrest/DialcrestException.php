<?php

namespace App\Services\Dialcrest;

use Illuminate\Http\Client\Response;
use RuntimeException;

class DialcrestException extends RuntimeException
{
    public bool $retryable = false;

    public static function fromResponse(Response $response): self
    {
        $message = (string) $response->json('error', 'Unknown Dialcrest error');
        $details = collect($response->json('details', []))
            ->map(fn (array $d) => ($d['path'] ?? '?').': '.($d['message'] ?? ''))
            ->implode('; ');

        $status = $response->status();

        $e = match (true) {
            $status === 401 => new self('Dialcrest rejected the API key', 401),
            $status === 404 && strcasecmp($message, 'user not found') === 0 => new DialcrestUserMissing($message, 404),
            $status === 404 => new self("Dialcrest: {$message}", 404),
            $status === 502 => new self('Dialcrest identity provider unreachable', 502),
            $status === 503 => new self('Dialcrest API disabled on the server', 503),
            default => new self(trim("Dialcrest: {$message} {$details}"), $status),
        };

        $e->retryable = in_array($status, [429, 502], true);

        return $e;
    }
}

class DialcrestUserMissing extends DialcrestException
{
}
