<?php

namespace App\Controller;

use KnpU\OAuth2ClientBundle\Client\ClientRegistry;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\Routing\Attribute\Route;

class AzureOAuthController extends AbstractController
{
    #[Route('/connect/azure/check', name: 'connect_azure_check')]
    public function check(Request $request, ClientRegistry $registry): JsonResponse
    {
        if ($request->query->has('error')) {
            // e.g. {"error": "access_denied", "error_description": "..."}
            $error = $request->query->get('error');
            if ($error === 'access_denied') {
                return $this->json(['error' => 'Sign-in was cancelled'], 400);
            }

            return $this->json(['error' => $request->query->get('error_description', $error)], 502);
        }

        $client = $registry->getClient('azure');
        $user = $client->fetchUser();

        return $this->json(['email' => $user->toArray()['upn'] ?? null]);
    }
}
