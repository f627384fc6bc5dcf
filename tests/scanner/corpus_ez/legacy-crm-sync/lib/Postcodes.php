<?php

/**
 * getAddress.io lookup used by the patient import.
 */
function lookup_postcode(array $cfg, string $postcode): ?array
{
    $url = sprintf('%s/find/%s?api-key=%s', $cfg['url'], rawurlencode($postcode), $cfg['key']);
    $ch = curl_init($url);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    $raw = curl_exec($ch);
    $status = curl_getinfo($ch, CURLINFO_HTTP_CODE);
    curl_close($ch);

    if ($status === 404) {
        return null;
    }
    if ($status === 401) {
        $body = json_decode($raw, true);
        throw new RuntimeException($body['Message'] ?? 'getAddress auth failed');
    }
    return json_decode($raw, true);
}
