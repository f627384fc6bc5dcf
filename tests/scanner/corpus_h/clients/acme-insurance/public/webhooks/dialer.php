<?php
// Plain endpoint kept outside Laravel routing because the dialer posts
// before the app boots in maintenance mode. Legacy (v1) outbound webhooks.

require __DIR__ . '/../../bootstrap/env.php';

$secret = getenv('RINGLANE_WEBHOOK_SECRET') ?: '';
$raw = file_get_contents('php://input');
$given = $_SERVER['HTTP_X_RINGLANE_SIGNATURE'] ?? '';

$expected = hash_hmac('sha256', $raw, $secret);

if (!hash_equals($expected, $given)) {
    http_response_code(401);
    header('Content-Type: application/json');
    echo json_encode(['error' => 'invalid signature']);
    exit;
}

$event = json_decode($raw, true);

switch ($event['event'] ?? '') {
    case 'call.completed':
        file_put_contents(
            __DIR__ . '/../../storage/queue/' . uniqid('call_', true) . '.json',
            $raw
        );
        break;
    case 'list.updated':
        // nothing to do, CRM refreshes lists nightly
        break;
    default:
        error_log('unknown ringlane event ' . ($event['event'] ?? '?'));
}

http_response_code(204);
