<?php
// Receives the platform's legacy webhooks. Do not remove until the v2 subscription is live.

function verify_legacy_webhook(string $raw, string $secret): bool
{
    $given = $_SERVER['HTTP_X_CALLING_SIGNATURE'] ?? '';
    $expected = hash_hmac('sha256', $raw, $secret);
    return hash_equals($expected, $given);
}

function verify_shopify(string $raw, string $secret): bool
{
    $given = $_SERVER['HTTP_X_SHOPIFY_HMAC_SHA256'] ?? '';
    return hash_equals(base64_encode(hash_hmac('sha256', $raw, $secret, true)), $given);
}
