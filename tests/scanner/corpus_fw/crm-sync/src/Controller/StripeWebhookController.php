<?php

declare(strict_types=1);

namespace App\Controller;

use Symfony\Component\HttpFoundation\JsonResponse;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\Response;
use Symfony\Component\Routing\Attribute\Route;

final class StripeWebhookController
{
    private const TOLERANCE = 300;

    #[Route('/webhooks/stripe', name: 'webhook_stripe', methods: ['POST'])]
    public function __invoke(Request $request): Response
    {
        $header = (string) $request->headers->get('Stripe-Signature');
        $parts = [];
        foreach (explode(',', $header) as $kv) {
            [$k, $v] = array_pad(explode('=', $kv, 2), 2, null);
            $parts[$k][] = $v;
        }

        $timestamp = (int) ($parts['t'][0] ?? 0);
        $signed = $timestamp . '.' . $request->getContent();
        $expected = hash_hmac('sha256', $signed, $_ENV['STRIPE_WEBHOOK_SECRET'] ?? '');

        $ok = false;
        foreach ($parts['v1'] ?? [] as $candidate) {
            $ok = $ok || hash_equals($expected, (string) $candidate);
        }

        if (!$ok || abs(time() - $timestamp) > self::TOLERANCE) {
            return new JsonResponse(['error' => 'bad signature'], 400);
        }

        return new JsonResponse(['ok' => true]);
    }
}
