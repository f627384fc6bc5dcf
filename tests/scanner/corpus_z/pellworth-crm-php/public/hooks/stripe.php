<?php
require_once __DIR__ . '/../../config/config.php';

$payload = file_get_contents('php://input');
$header = isset($_SERVER['HTTP_STRIPE_SIGNATURE']) ? $_SERVER['HTTP_STRIPE_SIGNATURE'] : '';

$parts = array();
foreach (explode(',', $header) as $kv) {
    list($k, $v) = array_pad(explode('=', $kv, 2), 2, '');
    $parts[$k] = $v;
}
$signed = $parts['t'] . '.' . $payload;
if (!hash_equals(hash_hmac('sha256', $signed, STRIPE_WEBHOOK_SECRET), isset($parts['v1']) ? $parts['v1'] : '')) {
    http_response_code(400);
    echo json_encode(array('error' => 'bad stripe signature'));
    exit;
}
$event = json_decode($payload, true);
error_log('stripe event ' . $event['type']);
http_response_code(200);
