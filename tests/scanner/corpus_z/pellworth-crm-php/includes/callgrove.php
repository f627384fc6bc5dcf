<?php
/**
 * Thin procedural wrapper around the Callgrove dialer API.
 * Used by the lead import screen and the nightly list sync.
 */
require_once __DIR__ . '/../config/config.php';
require_once __DIR__ . '/errors.php';

function callgrove_request($method, $path, $payload = null, $actingEmail = null)
{
    $ch = curl_init(CALLGROVE_BASE_URL . $path);
    $headers = array(
        'Content-Type: application/json',
        'Accept: application/json',
        'x-api-key: ' . CALLGROVE_API_KEY,
    );
    if ($actingEmail === null) {
        $actingEmail = CALLGROVE_DEFAULT_USER;
    }
    $headers[] = 'X-User-Email: ' . $actingEmail;

    curl_setopt($ch, CURLOPT_CUSTOMREQUEST, $method);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    curl_setopt($ch, CURLOPT_HTTPHEADER, $headers);
    curl_setopt($ch, CURLOPT_TIMEOUT, 20);
    if ($payload !== null) {
        curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($payload));
    }

    $attempt = 0;
    do {
        $attempt++;
        $raw = curl_exec($ch);
        $status = curl_getinfo($ch, CURLINFO_HTTP_CODE);
        // 502 = their Okta lookup timed out, usually fine on the second go
        $again = ($status == 502 && $attempt < 3);
        if ($again) {
            sleep(2 * $attempt);
        }
    } while ($again);

    if ($raw === false) {
        $err = curl_error($ch);
        curl_close($ch);
        throw new CallgroveException('Callgrove transport error: ' . $err);
    }
    curl_close($ch);
    $body = json_decode($raw, true);

    if ($status >= 400) {
        $message = isset($body['error']) ? $body['error'] : 'HTTP ' . $status;
        if ($status == 404 && $message === 'user not found') {
            throw new CallgroveUserMissing($actingEmail);
        }
        if ($status == 503) {
            // "API disabled on the server" - someone switched the integration off in their admin
            throw new CallgroveDisabled($message);
        }
        if (!empty($body['details'])) {
            foreach ($body['details'] as $d) {
                $message .= sprintf(' [%s: %s]', $d['path'], $d['message']);
            }
        }
        throw new CallgroveException("Callgrove $method $path failed ($status): $message");
    }
    return $body;
}

function callgrove_get_lists($actingEmail = null)
{
    return callgrove_request('GET', '/contact-lists', null, $actingEmail);
}

function callgrove_create_list($name, $actingEmail = null)
{
    return callgrove_request('POST', '/contact-lists', array('name' => $name), $actingEmail);
}

function callgrove_rename_list($listId, $name, $actingEmail = null)
{
    return callgrove_request('PATCH', '/contact-lists/' . urlencode($listId), array('name' => $name), $actingEmail);
}

function callgrove_append_contacts($listId, array $phones, $actingEmail = null)
{
    $rows = array();
    foreach ($phones as $p) {
        $rows[] = array('phone' => preg_replace('/[^0-9+]/', '', $p));
    }
    return callgrove_request('POST', '/contact-lists/' . urlencode($listId) . '/contacts', array('contacts' => $rows), $actingEmail);
}

function callgrove_remove_contact($listId, $phone, $actingEmail = null)
{
    $path = sprintf('/contact-lists/%s/contacts/%s', rawurlencode($listId), rawurlencode($phone));
    return callgrove_request('DELETE', $path, null, $actingEmail);
}

function callgrove_get_calls($since, $actingEmail = null)
{
    return callgrove_request('GET', '/calls?since=' . urlencode($since), null, $actingEmail);
}
