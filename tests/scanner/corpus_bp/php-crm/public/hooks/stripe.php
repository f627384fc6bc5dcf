<?php
$cfg = parse_ini_file(dirname(__FILE__) . '/../../config/ringwell.ini', true);
$payload = file_get_contents('php://input');
$header = isset($_SERVER['HTTP_STRIPE_SIGNATURE']) ? $_SERVER['HTTP_STRIPE_SIGNATURE'] : '';
$parts = array();
foreach (explode(',', $header) as $kv) {
    list($k, $v) = explode('=', $kv, 2);
    $parts[$k] = $v;
}
$expected = hash_hmac('sha256', $parts['t'] . '.' . $payload, $cfg['stripe']['webhook_secret']);
if (!isset($parts['v1']) || $parts['v1'] !== $expected) {
    http_response_code(400);
    echo json_encode(array('error' => 'invalid signature'));
    exit;
}
http_response_code(200);
