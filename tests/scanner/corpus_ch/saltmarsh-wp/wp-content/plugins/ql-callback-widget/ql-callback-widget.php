<?php
/**
 * Plugin Name: QV Callback Widget
 * Description: "Call me back" form that drops the visitor into the Phonelark callback list.
 * Version: 1.4.2
 * Author: Quarry & Vale
 */

if (!defined('ABSPATH')) {
    exit;
}

define('QVCB_PHONELARK_API', 'https://api.phonelark.com/api/public/v1');
define('QVCB_VERSION', '1.4.2');

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/api.php';

add_action('rest_api_init', function () {
    register_rest_route('qvcb/v1', '/callback', [
        'methods' => 'POST',
        'callback' => 'qvcb_handle_callback',
        'permission_callback' => '__return_true',
    ]);
});

function qvcb_handle_callback(WP_REST_Request $req)
{
    $phone = sanitize_text_field($req->get_param('phone'));
    if (!$phone) {
        return new WP_Error('missing_phone', 'Phone is required', ['status' => 400]);
    }

    $result = qvcb_append_contact(get_option('qvcb_list_id'), $phone);
    if (is_wp_error($result)) {
        return new WP_REST_Response(['ok' => false], 200);
    }

    return new WP_REST_Response(['ok' => true], 201);
}
