<?php

declare(strict_types=1);

namespace Norhaven\Renewals\Security;

use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Security\Core\Authentication\Token\TokenInterface;
use Symfony\Component\Security\Core\Exception\AuthenticationException;
use Symfony\Component\Security\Http\Authenticator\AbstractAuthenticator;
use Symfony\Component\Security\Http\Authenticator\Passport\Badge\UserBadge;
use Symfony\Component\Security\Http\Authenticator\Passport\Passport;
use Symfony\Component\Security\Http\Authenticator\Passport\SelfValidatingPassport;

/**
 * Authenticates the broker portal calling OUR API: x-api-key identifies the
 * portal, x-user-id the broker acting in it.
 */
final class ApiTokenAuthenticator extends AbstractAuthenticator
{
    public function __construct(private readonly string $portalKey)
    {
    }

    public function supports(Request $request): ?bool
    {
        return $request->headers->has('x-api-key');
    }

    public function authenticate(Request $request): Passport
    {
        if (!hash_equals($this->portalKey, (string) $request->headers->get('x-api-key'))) {
            throw new AuthenticationException('bad key');
        }

        $brokerId = (string) $request->headers->get('x-user-id');

        return new SelfValidatingPassport(new UserBadge($brokerId));
    }

    public function onAuthenticationSuccess(Request $request, TokenInterface $token, string $firewallName): ?Response
    {
        return null;
    }

    public function onAuthenticationFailure(Request $request, AuthenticationException $exception): ?Response
    {
        return new JsonResponse(['error' => 'user not found'], Response::HTTP_UNAUTHORIZED);
    }
}
