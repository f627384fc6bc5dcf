<?php

if (!defined('ABSPATH')) {
    exit;
}

function qvcb_request($method, $path, $body = null)
{
    $args = [
        'method' => $method,
        'timeout' => 10,
        'headers' => [
            'Content-Type' => 'application/json',
            'X-API-KEY' => get_option('qvcb_api_key'),
            'X-USER-ID' => get_option('qvcb_okta_user_id'),
        ],
    ];
    if ($body !== null) {
        $args['body'] = wp_json_encode($body);
    }

    $response = wp_remote_request(QVCB_PHONELARK_API . $path, $args);
    if (is_wp_error($response)) {
        return $response;
    }

    $code = wp_remote_retrieve_response_code($response);
    $data = json_decode(wp_remote_retrieve_body($response), true);

    if ($code >= 400) {
        $msg = is_array($data) && isset($data['error']) ? $data['error'] : 'HTTP ' . $code;
        if ($code === 503) {
            update_option('qvcb_api_disabled', time());
        }
        return new WP_Error('qvcb_api', $msg, ['status' => $code]);
    }

    return $data;
}

function qvcb_append_contact($list_id, $phone)
{
    return qvcb_request('POST', '/contact-lists/' . rawurlencode($list_id) . '/contacts', [
        'contacts' => [['phone' => $phone, 'source' => 'website-callback']],
    ]);
}

function qvcb_fetch_lists()
{
    $cached = get_transient('qvcb_lists');
    if ($cached !== false) {
        return $cached;
    }
    $lists = qvcb_request('GET', '/contact-lists?limit=100');
    if (!is_wp_error($lists)) {
        set_transient('qvcb_lists', $lists, HOUR_IN_SECONDS);
    }
    return $lists;
}
