<?php
// Our own endpoint; the Apache SSO module injects X-User-Email / X-User-Id.
header('Content-Type: application/json');
$email = isset($_SERVER['HTTP_X_USER_EMAIL']) ? $_SERVER['HTTP_X_USER_EMAIL'] : null;
$uid = isset($_SERVER['HTTP_X_USER_ID']) ? $_SERVER['HTTP_X_USER_ID'] : null;
if (!$email) {
    http_response_code(401);
    echo json_encode(array('error' => 'not authenticated'));
    exit;
}
echo json_encode(array('email' => $email, 'id' => $uid));
