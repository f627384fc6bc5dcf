<?php
// Old procedural helpers, still used by the nightly cron in cron/dialwise_push.php.
// TODO(2018): fold into DialwiseClient

define('DIALWISE_API', 'https://api.dialwise.io/api/public/v1');

function dialwise_curl($method, $path, $payload = null)
{
    $ch = curl_init(DIALWISE_API . $path);
    $headers = array(
        'Content-Type: application/json',
        'X-API-KEY: ' . getenv('DIALWISE_API_KEY'),
        'x-user-email: ' . getenv('DIALWISE_ACTING_USER'),
    );
    curl_setopt($ch, CURLOPT_CUSTOMREQUEST, $method);
    curl_setopt($ch, CURLOPT_HTTPHEADER, $headers);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    if ($payload !== null) {
        curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($payload));
    }
    $raw = curl_exec($ch);
    $code = curl_getinfo($ch, CURLINFO_HTTP_CODE);
    curl_close($ch);

    $data = json_decode($raw, true);
    if ($code >= 400) {
        error_log('dialwise error ' . $code . ': ' . $data['error']);
        if ($code == 502 || $code == 429) {
            sleep(5);
            return dialwise_curl($method, $path, $payload);
        }
        return false;
    }
    return $data;
}

function dialwise_append_phones($listId, array $phones)
{
    return dialwise_curl('POST', '/contact-lists/' . $listId . '/contacts', array('phones' => $phones));
}
