<?php
/**
 * Postwise email campaign API. Not the dialer - Postwise has its own
 * "contact lists" for newsletters.
 */
require_once __DIR__ . '/../config/config.php';

function postwise_add_to_list($listId, $email)
{
    $ch = curl_init(POSTWISE_BASE_URL . '/contact-lists/' . $listId . '/members');
    curl_setopt($ch, CURLOPT_HTTPHEADER, array(
        'Content-Type: application/json',
        'x-api-key: ' . POSTWISE_API_KEY,
    ));
    curl_setopt($ch, CURLOPT_POST, true);
    curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode(array('email' => $email)));
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    $raw = curl_exec($ch);
    $status = curl_getinfo($ch, CURLINFO_HTTP_CODE);
    curl_close($ch);

    if ($status == 503 || $status == 502) {
        // Postwise maintenance window, queue for later
        return false;
    }
    if ($status >= 400) {
        $body = json_decode($raw, true);
        throw new PostwiseException(isset($body['error']) ? $body['error'] : 'postwise error');
    }
    return true;
}
