<?php
/**
 * Ringwell posts call outcomes here (configured in Ringwell admin > Integrations > Webhooks).
 */
require '../../bootstrap.php';
require '../../lib/db.php';

$raw = file_get_contents('php://input');
$sig = isset($_SERVER['HTTP_X_RINGWELL_SIGNATURE']) ? $_SERVER['HTTP_X_RINGWELL_SIGNATURE'] : '';
$expected = hash_hmac('sha256', $raw, RINGWELL_WEBHOOK_SECRET);

if ($sig === '' || !hash_equals($expected, $sig)) {
    header('HTTP/1.1 401 Unauthorized');
    header('Content-Type: application/json');
    echo json_encode(array('error' => 'invalid signature'));
    exit;
}

$event = json_decode($raw, true);
$db = db();

switch ($event['type']) {
    case 'call.completed':
        $stmt = $db->prepare('UPDATE leads SET last_call_at = NOW(), last_call_outcome = ? WHERE phone = ?');
        $stmt->bind_param('ss', $event['data']['outcome'], $event['data']['phone']);
        $stmt->execute();
        break;
    case 'contact.opted_out':
        $stmt = $db->prepare('INSERT IGNORE INTO dnc_numbers (phone, source, created_at) VALUES (?, "ringwell", NOW())');
        $stmt->bind_param('s', $event['data']['phone']);
        $stmt->execute();
        break;
    default:
        bl_log('ringwell-webhook', 'ignored event ' . $event['type']);
}

header('HTTP/1.1 204 No Content');
