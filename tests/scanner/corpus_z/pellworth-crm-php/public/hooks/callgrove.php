<?php
// Callgrove posts call outcomes here (configured in their admin under Webhooks).
require_once __DIR__ . '/../../config/config.php';

$payload = file_get_contents('php://input');
$sig = isset($_SERVER['HTTP_X_CALLGROVE_SIGNATURE']) ? $_SERVER['HTTP_X_CALLGROVE_SIGNATURE'] : '';
$expected = hash_hmac('sha256', $payload, CALLGROVE_SIGNING_SECRET);

header('Content-Type: application/json');
if (!hash_equals($expected, $sig)) {
    http_response_code(401);
    echo json_encode(array('error' => 'invalid signature'));
    exit;
}

$event = json_decode($payload, true);
$pdo = new PDO(DB_DSN, getenv('DB_USER'), getenv('DB_PASS'));
$stmt = $pdo->prepare('INSERT INTO call_outcomes (call_id, agent_email, disposition, raw) VALUES (?, ?, ?, ?)');
$stmt->execute(array($event['call_id'], $event['agent_email'], $event['disposition'], $payload));

echo json_encode(array('ok' => true));
