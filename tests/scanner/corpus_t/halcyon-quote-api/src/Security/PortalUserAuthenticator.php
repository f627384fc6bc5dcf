<?php

namespace App\Security;

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
 * The customer portal's gateway has already authenticated the user and forwards
 * the identity in X-User-Id / X-User-Email. We trust it only behind the gateway.
 */
final class PortalUserAuthenticator extends AbstractAuthenticator
{
    public function supports(Request $request): ?bool
    {
        return $request->headers->has('X-User-Id');
    }

    public function authenticate(Request $request): Passport
    {
        $userId = $request->headers->get('X-User-Id');
        $email = $request->headers->get('X-User-Email', '');

        return new SelfValidatingPassport(new UserBadge($userId.'|'.$email));
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
