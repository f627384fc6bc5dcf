<?php
/**
 * Plugin Name: Harborline newsletter signup
 * Description: Footer signup → Brevo (Sendinblue) contact list.
 */

define('HL_BREVO_LIST_ID', 7);

add_action('wp_ajax_nopriv_hl_newsletter', function () {
    $email = sanitize_email($_POST['email'] ?? '');
    $resp = wp_remote_post('https://api.brevo.com/v3/contacts', [
        'headers' => [
            'api-key' => getenv('BREVO_API_KEY'),
            'accept' => 'application/json',
            'content-type' => 'application/json',
        ],
        'body' => wp_json_encode(['email' => $email, 'listIds' => [HL_BREVO_LIST_ID], 'updateEnabled' => true]),
    ]);
    $code = wp_remote_retrieve_response_code($resp);
    if ($code === 400) {
        $body = json_decode(wp_remote_retrieve_body($resp), true);
        wp_send_json_error(['error' => $body['message'] ?? 'invalid email'], 400);
    }
    if ($code === 502 || $code === 503) {
        wp_send_json_error(['error' => 'Please try again in a minute'], 503);
    }
    wp_send_json_success();
});
