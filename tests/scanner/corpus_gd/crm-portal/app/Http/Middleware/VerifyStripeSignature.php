<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Stripe\Exception\SignatureVerificationException;
use Stripe\Webhook;
use Symfony\Component\HttpFoundation\Response;

class VerifyStripeSignature
{
    public function handle(Request $request, Closure $next): Response
    {
        try {
            $event = Webhook::constructEvent(
                $request->getContent(),
                $request->header('Stripe-Signature'),
                config('services.stripe.webhook_secret'),
                300
            );
        } catch (SignatureVerificationException|\UnexpectedValueException $e) {
            return response()->json(['error' => 'invalid signature'], 400);
        }

        $request->attributes->set('stripe_event', $event);

        return $next($request);
    }
}
