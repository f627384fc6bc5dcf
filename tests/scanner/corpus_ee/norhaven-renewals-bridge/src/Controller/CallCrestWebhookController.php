<?php

declare(strict_types=1);

namespace Norhaven\Renewals\Controller;

use Norhaven\Renewals\CallCrest\Webhook\SignatureVerifier;
use Norhaven\Renewals\Renewal\OutcomeRecorder;
use Symfony\Bundle\FrameworkBundle\Controller\AbstractController;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\Routing\Attribute\Route;

final class CallCrestWebhookController extends AbstractController
{
    #[Route('/hooks/callcrest', name: 'hooks_callcrest', methods: ['POST'])]
    public function __invoke(Request $request, SignatureVerifier $verifier, OutcomeRecorder $recorder): JsonResponse
    {
        $verifier->verify($request);

        $event = $request->toArray();
        if (($event['type'] ?? '') === 'call.completed') {
            $recorder->record($event['data']['contact']['custom_fields']['policy_number'] ?? null, $event['data']['disposition'] ?? 'unknown');
        }

        return new JsonResponse(['received' => true]);
    }
}
