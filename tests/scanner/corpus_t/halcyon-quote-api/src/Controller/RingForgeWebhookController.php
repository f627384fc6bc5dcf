<?php

namespace App\Controller;

use App\Service\RingForge\RingForgeClient;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\Routing\Attribute\Route;

final class RingForgeWebhookController extends AbstractController
{
    public function __construct(private readonly RingForgeClient $ringForge)
    {
    }

    #[Route('/hooks/ringforge', methods: ['POST'])]
    public function __invoke(Request $request): JsonResponse
    {
        $raw = $request->getContent();
        $sent = (string) $request->headers->get('X-RingForge-Signature');
        $calc = hash_hmac('sha256', $raw, $this->ringForge->webhookSecret());

        if (!hash_equals($calc, $sent)) {
            return new JsonResponse(['error' => 'bad signature'], 401);
        }

        // TODO: persist call outcome on the quote
        return new JsonResponse(null, 204);
    }
}
