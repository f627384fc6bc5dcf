<?php

declare(strict_types=1);

namespace Norhaven\Renewals\CallCrest\Webhook;

use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpKernel\Exception\UnauthorizedHttpException;

final class SignatureVerifier
{
    public const HEADER = 'X-CallCrest-Signature';

    public function __construct(private readonly string $secret)
    {
    }

    public function verify(Request $request): void
    {
        $given = (string) $request->headers->get(self::HEADER);
        $computed = hash_hmac('sha256', $request->getContent(), $this->secret);

        if ('' === $given || !hash_equals($computed, strtolower($given))) {
            throw new UnauthorizedHttpException('HMAC', 'Invalid CallCrest signature');
        }
    }
}
