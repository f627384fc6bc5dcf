<?php
/**
 * Thin curl wrapper around the Ringwell dialer API.
 * Every function returns array('ok' => bool, 'status' => int, 'data' => mixed, 'error' => string)
 */
require_once dirname(__FILE__) . '/ringwell_errors.php';

function ringwell_request($method, $path, $payload = null, $agent_email = null)
{
    $ch = curl_init(RINGWELL_API_BASE . $path);
    $headers = array(
        'x-api-key: ' . RINGWELL_API_KEY,
        'x-user-email: ' . ($agent_email ? $agent_email : RINGWELL_DEFAULT_AGENT),
        'Content-Type: application/json',
        'Accept: application/json',
    );
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    curl_setopt($ch, CURLOPT_CUSTOMREQUEST, $method);
    curl_setopt($ch, CURLOPT_HTTPHEADER, $headers);
    curl_setopt($ch, CURLOPT_TIMEOUT, RINGWELL_TIMEOUT);
    curl_setopt($ch, CURLOPT_CONNECTTIMEOUT, 5);
    if ($payload !== null) {
        curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($payload));
    }
    $raw = curl_exec($ch);
    $status = (int) curl_getinfo($ch, CURLINFO_HTTP_CODE);
    $errno = curl_errno($ch);
    $errstr = curl_error($ch);
    curl_close($ch);

    if ($errno) {
        bl_log('ringwell', "curl #$errno $errstr on $method $path");
        return array('ok' => false, 'status' => 0, 'data' => null, 'error' => $errstr, 'retry' => true);
    }
    $data = json_decode($raw, true);
    if ($status >= 200 && $status < 300) {
        return array('ok' => true, 'status' => $status, 'data' => $data, 'error' => null, 'retry' => false);
    }
    return ringwell_error_result($status, $data);
}

function ringwell_get_lists($page = 1)
{
    return ringwell_request('GET', '/contact-lists?page=' . (int) $page);
}

function ringwell_get_list($list_id)
{
    return ringwell_request('GET', RINGWELL_LISTS_PATH . '/' . (int) $list_id);
}

function ringwell_create_list($name, $agent_email)
{
    return ringwell_request('POST', '/contact-lists', array('name' => $name), $agent_email);
}

function ringwell_rename_list($list_id, $name)
{
    return ringwell_request('PATCH', "/contact-lists/{$list_id}", array('name' => $name));
}

function ringwell_add_contacts($list_id, array $phones, $agent_email = null)
{
    $contacts = array();
    foreach ($phones as $p) {
        $e164 = normalize_phone($p);
        if ($e164) {
            $contacts[] = array('phone' => $e164);
        }
    }
    return ringwell_request('POST', '/contact-lists/' . (int) $list_id . '/contacts', array('contacts' => $contacts), $agent_email);
}

function ringwell_remove_contact($list_id, $phone, $agent_email = null)
{
    return ringwell_request('DELETE', sprintf('/contact-lists/%d/contacts/%s', $list_id, rawurlencode($phone)), null, $agent_email);
}

function ringwell_delete_list($list_id)
{
    return ringwell_request('DELETE', RINGWELL_LISTS_PATH . '/' . (int) $list_id);
}
