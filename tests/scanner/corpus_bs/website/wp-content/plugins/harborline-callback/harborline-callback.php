<?php
/**
 * Plugin Name: Harborline "Call me back" form
 * Description: Puts web callback requests into the sales dialer queue.
 * Version: 1.4.2
 */

if (!defined('ABSPATH')) {
    exit;
}

define('HL_DIALFRONT_API', getenv('DIALFRONT_API') ?: 'https://api.dialfront.com/api/public/v1');
define('HL_DIALFRONT_KEY', getenv('DIALFRONT_KEY') ?: 'dw_Qm82LrTx0VbNc5Ks3PzA7yHe');
define('HL_WEB_LEADS_LIST', 'cl_01HMWEBLEADS');

require_once __DIR__ . '/includes/class-dialfront-client.php';

add_action('admin_post_nopriv_hl_callback', 'hl_handle_callback');
add_action('admin_post_hl_callback', 'hl_handle_callback');

function hl_handle_callback()
{
    check_admin_referer('hl_callback');
    $phone = sanitize_text_field($_POST['phone'] ?? '');
    if ($phone === '') {
        wp_safe_redirect(add_query_arg('cb', 'missing', wp_get_referer()));
        exit;
    }
    $client = new HL_Dialfront_Client(HL_DIALFRONT_API, HL_DIALFRONT_KEY, 'web-forms@harborlinesolar.com');
    $ok = $client->append_phone(HL_WEB_LEADS_LIST, $phone);
    wp_safe_redirect(add_query_arg('cb', $ok ? 'ok' : 'later', wp_get_referer()));
    exit;
}
