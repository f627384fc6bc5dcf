<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Stripe\Exception\SignatureVerificationException;
use Stripe\Webhook;

class VerifyStripeWebhook
{
    public function handle(Request $request, Closure $next)
    {
        $sig = $request->header('Stripe-Signature');

        try {
            Webhook::constructEvent($request->getContent(), $sig, config('services.stripe.webhook_secret'));
        } catch (SignatureVerificationException $e) {
            return response()->json(['error' => 'invalid signature'], 400);
        }

        return $next($request);
    }
}
