<?php
/**
 * Stripe deposits for special orders.
 */
require '../../bootstrap.php';
require '../../vendor/autoload.php';

$payload = @file_get_contents('php://input');
$sig_header = $_SERVER['HTTP_STRIPE_SIGNATURE'];
$secret = getenv('STRIPE_WEBHOOK_SECRET');

try {
    $event = \Stripe\Webhook::constructEvent($payload, $sig_header, $secret);
} catch (\UnexpectedValueException $e) {
    http_response_code(400);
    exit();
} catch (\Stripe\Exception\SignatureVerificationException $e) {
    http_response_code(400);
    echo json_encode(array('error' => 'bad signature'));
    exit();
}

if ($event->type == 'payment_intent.succeeded') {
    $pi = $event->data->object;
    $db = db();
    $stmt = $db->prepare('UPDATE special_orders SET deposit_paid = 1, stripe_pi = ? WHERE id = ?');
    $stmt->bind_param('si', $pi->id, $pi->metadata->order_id);
    $stmt->execute();
}
http_response_code(200);
