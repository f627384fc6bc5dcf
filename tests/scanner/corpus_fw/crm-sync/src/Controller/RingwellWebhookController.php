<?php

declare(strict_types=1);

namespace App\Controller;

use App\Message\PushCallOutcome;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Messenger\MessageBusInterface;
use Symfony\Component\Routing\Attribute\Route;

final class RingwellWebhookController
{
    public function __construct(
        private readonly string $signingSecret,
        private readonly MessageBusInterface $bus,
    ) {
    }

    #[Route('/webhooks/ringwell', name: 'webhook_ringwell', methods: ['POST'])]
    public function __invoke(Request $request): Response
    {
        $payload = $request->getContent();
        $given = (string) $request->headers->get('X-Ringwell-Signature', '');
        $expected = hash_hmac('sha256', $payload, $this->signingSecret);

        if ('' === $given || !hash_equals($expected, $given)) {
            return new JsonResponse(['error' => 'invalid signature'], Response::HTTP_UNAUTHORIZED);
        }

        $event = json_decode($payload, true, 512, JSON_THROW_ON_ERROR);
        if (($event['type'] ?? null) === 'call.completed') {
            $this->bus->dispatch(new PushCallOutcome(
                $event['data']['call_id'],
                $event['data']['outcome'] ?? 'unknown',
                (int) ($event['data']['duration'] ?? 0),
            ));
        }

        return new JsonResponse(['received' => true]);
    }
}
