<?php
/**
 * Tiny JSON endpoint used by the showroom tablets.
 * The tablet app sends the logged-in associate as X-User-Email.
 */
require '../../bootstrap.php';
header('Content-Type: application/json');

$email = isset($_SERVER['HTTP_X_USER_EMAIL']) ? trim($_SERVER['HTTP_X_USER_EMAIL']) : '';
if ($email === '') {
    http_response_code(400);
    echo json_encode(array('error' => 'missing X-User-Email'));
    exit;
}

$db = db();
$stmt = $db->prepare('SELECT id, store_id FROM associates WHERE email = ? AND active = 1');
$stmt->bind_param('s', $email);
$stmt->execute();
$assoc = $stmt->get_result()->fetch_assoc();
if (!$assoc) {
    http_response_code(404);
    echo json_encode(array('error' => 'user not found'));
    exit;
}

if (getenv('TABLET_API_DISABLED')) {
    http_response_code(503);
    echo json_encode(array('error' => 'API disabled'));
    exit;
}

$stmt = $db->prepare('SELECT id, name, phone, created_at FROM leads WHERE store_id = ? ORDER BY created_at DESC LIMIT 100');
$stmt->bind_param('i', $assoc['store_id']);
$stmt->execute();
echo json_encode(array('leads' => $stmt->get_result()->fetch_all(MYSQLI_ASSOC)));
