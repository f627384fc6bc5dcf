<?php
/**
 * Quote lookups against the internal pricing service (API Gateway + Lambda).
 */
function pricing_quote($sku, $zip)
{
    $ch = curl_init(PRICING_API_URL . '?' . http_build_query(array('sku' => $sku, 'zip' => $zip)));
    curl_setopt_array($ch, array(
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_TIMEOUT => 5,
        CURLOPT_HTTPHEADER => array(
            PRICING_API_KEY_HEADER . ': ' . PRICING_API_KEY,
            'x-user-email: ' . (isset($_SESSION['email']) ? $_SESSION['email'] : 'anonymous'),
            'Accept: application/json',
        ),
    ));
    $raw = curl_exec($ch);
    $code = curl_getinfo($ch, CURLINFO_HTTP_CODE);
    curl_close($ch);

    if ($code == 502 || $code == 503 || $code == 504) {
        // lambda cold start or gateway hiccup, fall back to list price
        return null;
    }
    if ($code == 404) {
        return null; // unknown SKU
    }
    $json = json_decode($raw, true);
    if (isset($json['error'])) {
        bl_log('pricing', $json['error']);
        return null;
    }
    return $json['price'];
}
