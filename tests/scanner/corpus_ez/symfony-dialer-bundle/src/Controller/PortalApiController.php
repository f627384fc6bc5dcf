<?php

namespace Harbourline\RinglaneBundle\Controller;

use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\Routing\Attribute\Route;

/**
 * The dealer portal's own JSON API, consumed by the Stimulus front end.
 * The reverse proxy (oauth2-proxy) injects X-User-Email after SSO.
 */
#[Route('/api/portal')]
final class PortalApiController
{
    #[Route('/me', methods: ['GET'])]
    public function me(Request $request): JsonResponse
    {
        $email = $request->headers->get('X-User-Email');
        if (!$email) {
            return new JsonResponse(['error' => 'not authenticated'], 401);
        }

        return new JsonResponse(['email' => $email, 'userId' => $request->headers->get('X-User-Id')]);
    }

    #[Route('/contact-lists', methods: ['GET'])]
    public function newsletterLists(): JsonResponse
    {
        // Dealer newsletter segments stored locally, unrelated to Ringlane.
        return new JsonResponse(['data' => []]);
    }
}
