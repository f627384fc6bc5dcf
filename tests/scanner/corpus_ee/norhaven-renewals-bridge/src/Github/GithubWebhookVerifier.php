<?php

declare(strict_types=1);

namespace Norhaven\Renewals\Github;

use Symfony\Component\HttpFoundation\Request;

/**
 * Used by the /hooks/github endpoint that triggers config reloads on push.
 */
final class GithubWebhookVerifier
{
    public function __construct(private readonly string $secret)
    {
    }

    public function isValid(Request $request): bool
    {
        $header = (string) $request->headers->get('X-Hub-Signature-256');
        if (!str_starts_with($header, 'sha256=')) {
            return false;
        }

        $expected = 'sha256='.hash_hmac('sha256', $request->getContent(), $this->secret);

        return hash_equals($expected, $header);
    }
}
