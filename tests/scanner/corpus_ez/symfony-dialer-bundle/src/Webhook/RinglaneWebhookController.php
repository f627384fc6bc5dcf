<?php

namespace Harbourline\RinglaneBundle\Webhook;

use Symfony\Component\EventDispatcher\EventDispatcherInterface;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\Routing\Attribute\Route;

final class RinglaneWebhookController
{
    public function __construct(
        private readonly LegacySignatureVerifier $legacy,
        private readonly EventDispatcherInterface $events,
    ) {
    }

    #[Route('/webhooks/ringlane', methods: ['POST'])]
    public function __invoke(Request $request): JsonResponse
    {
        if (!$this->legacy->verify($request)) {
            return new JsonResponse(['error' => 'signature mismatch'], 401);
        }

        $this->events->dispatch(new CallOutcomeReceived($request->toArray()));

        return new JsonResponse(null, 204);
    }
}
