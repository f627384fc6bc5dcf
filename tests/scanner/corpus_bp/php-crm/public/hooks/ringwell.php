<?php
$cfg = parse_ini_file(dirname(__FILE__) . '/../../config/ringwell.ini', true);
$secret = $cfg['ringwell']['signing_secret'];

$raw = file_get_contents('php://input');
$given = isset($_SERVER['HTTP_X_RINGWELL_SIGNATURE']) ? $_SERVER['HTTP_X_RINGWELL_SIGNATURE'] : '';
$calc = hash_hmac('sha256', $raw, $secret);

if (!function_exists('hash_equals')) {
    function hash_equals($a, $b) { return $a === $b; }
}
if (!hash_equals($calc, $given)) {
    header('HTTP/1.1 401 Unauthorized');
    exit;
}

$evt = json_decode($raw, true);
$db = new PDO('mysql:host=localhost;dbname=crm', 'crm', getenv('CRM_DB_PASS'));
$st = $db->prepare('INSERT INTO call_events (call_id, carrier_phone, outcome, raw) VALUES (?, ?, ?, ?)');
$st->execute(array($evt['call_id'], $evt['to'], $evt['disposition'], $raw));
header('HTTP/1.1 204 No Content');
