<?php
/**
 * Turns a non-2xx Ringwell response into our result array.
 * Ringwell error bodies look like {"error": "some text", "details": [{"path": "...", "message": "..."}]}
 */
function ringwell_error_result($status, $body)
{
    $msg = 'HTTP ' . $status;
    if (is_array($body) && isset($body['error']) && is_string($body['error'])) {
        $msg = $body['error'];
    }
    if (!empty($body['details']) && is_array($body['details'])) {
        $parts = array();
        foreach ($body['details'] as $d) {
            $parts[] = $d['path'] . ' ' . $d['message'];
        }
        $msg .= ' (' . implode('; ', $parts) . ')';
    }

    $retry = false;
    if ($status == 401) {
        bl_alert('Ringwell rejected our API key, check RINGWELL_API_KEY');
    } elseif ($status == 404 && stripos($msg, 'user not found') !== false) {
        // the agent's email is not a Ringwell user (left the company?)
        bl_log('ringwell', 'acting user unknown to Ringwell: ' . $msg);
    } elseif ($status == 502) {
        // Ringwell could not reach its identity provider. Transient.
        $retry = true;
    } elseif ($status == 503) {
        // "API disabled on the server" -- someone switched it off in the Ringwell admin
        bl_alert('Ringwell public API is disabled for our account');
    } elseif ($status == 429) {
        $retry = true;
    }

    return array('ok' => false, 'status' => $status, 'data' => $body, 'error' => $msg, 'retry' => $retry);
}
