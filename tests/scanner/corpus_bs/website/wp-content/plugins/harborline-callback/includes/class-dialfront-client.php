<?php

class HL_Dialfront_Client
{
    private $base;
    private $key;
    private $actor;

    public function __construct($base, $key, $actor)
    {
        $this->base = rtrim($base, '/');
        $this->key = $key;
        $this->actor = $actor;
    }

    public function append_phone($list_id, $phone)
    {
        $url = $this->base . '/contact-lists/' . rawurlencode($list_id) . '/contacts';
        $resp = wp_remote_post($url, [
            'timeout' => 8,
            'headers' => [
                'X-API-KEY' => $this->key,
                'X-USER-EMAIL' => $this->actor,
                'Content-Type' => 'application/json',
            ],
            'body' => wp_json_encode(['contacts' => [['phone' => $phone]]]),
        ]);
        if (is_wp_error($resp)) {
            error_log('dialfront: ' . $resp->get_error_message());
            return false;
        }
        $code = wp_remote_retrieve_response_code($resp);
        if ($code >= 200 && $code < 300) {
            return true;
        }
        $body = json_decode(wp_remote_retrieve_body($resp), true);
        $msg = is_array($body) && isset($body['error']) ? $body['error'] : 'HTTP ' . $code;
        if ($code === 503) {
            error_log('dialfront: public API disabled, callback queued locally');
            set_transient('hl_pending_' . md5($phone), $phone, DAY_IN_SECONDS);
        }
        error_log("dialfront append failed ($code): $msg");
        return false;
    }
}
