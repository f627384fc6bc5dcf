<?php

declare(strict_types=1);

// Public endpoint for incoming webhooks: Calling Service (legacy format) and Stripe.
// Route: /webhook.php?source=calling|stripe

require __DIR__ . '/../vendor/autoload.php';

$payload = file_get_contents('php://input');
$source = $_GET['source'] ?? '';

function reject(int $code): never
{
    http_response_code($code);
    exit;
}

if ($source === 'calling') {
    $given = $_SERVER['HTTP_X_CALLING_SIGNATURE'] ?? '';
    $expected = hash_hmac('sha256', $payload, getenv('CALLING_WEBHOOK_SECRET'));
    if (!hash_equals($expected, $given)) {
        reject(401);
    }
    Acme\Queue::push('calling.legacy', json_decode($payload, true));
    reject(204);
}

if ($source === 'stripe') {
    // Stripe-Signature: t=1492774577,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
    $header = $_SERVER['HTTP_STRIPE_SIGNATURE'] ?? '';
    $parts = [];
    foreach (explode(',', $header) as $item) {
        [$k, $v] = array_pad(explode('=', trim($item), 2), 2, '');
        $parts[$k][] = $v;
    }
    $ts = (int) ($parts['t'][0] ?? 0);
    $signed = hash_hmac('sha256', $ts . '.' . $payload, getenv('STRIPE_WEBHOOK_SECRET'));
    $ok = false;
    foreach ($parts['v1'] ?? [] as $candidate) {
        $ok = $ok || hash_equals($signed, $candidate);
    }
    if (!$ok || abs(time() - $ts) > 300) {
        reject(400);
    }
    Acme\Queue::push('stripe', json_decode($payload, true));
    reject(200);
}

reject(404);
