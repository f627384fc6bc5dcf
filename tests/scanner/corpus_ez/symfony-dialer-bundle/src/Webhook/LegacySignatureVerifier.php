<?php

namespace Harbourline\RinglaneBundle\Webhook;

use Symfony\Component\HttpFoundation\Request;

final class LegacySignatureVerifier
{
    public function __construct(private readonly ?string $secret)
    {
    }

    public function verify(Request $request): bool
    {
        $signature = $request->headers->get('x-ringlane-signature');
        if (null === $signature || null === $this->secret) {
            return false;
        }

        return hash_equals(hash_hmac('sha256', $request->getContent(), $this->secret), strtolower($signature));
    }
}
