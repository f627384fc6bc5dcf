<?php

namespace Harbourline\RinglaneBundle\Webhook;

use Stripe\Exception\SignatureVerificationException;
use Stripe\Webhook;
use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\Routing\Attribute\Route;

final class StripeWebhookController
{
    public function __construct(private readonly string $stripeWebhookSecret)
    {
    }

    #[Route('/webhooks/stripe', methods: ['POST'])]
    public function __invoke(Request $request): JsonResponse
    {
        try {
            $event = Webhook::constructEvent(
                $request->getContent(),
                (string) $request->headers->get('Stripe-Signature'),
                $this->stripeWebhookSecret,
            );
        } catch (SignatureVerificationException) {
            return new JsonResponse(['error' => 'bad signature'], 400);
        }

        return new JsonResponse(['received' => $event->type]);
    }
}
