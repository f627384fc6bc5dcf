<?php
/**
 * Newsletter signups -> Sendinblue contact list.
 */
function sib_add_to_list($email, $first_name, $list_id = SENDINBLUE_NEWSLETTER_LIST)
{
    $ch = curl_init(SENDINBLUE_API_URL . '/contacts');
    $body = array(
        'email' => $email,
        'attributes' => array('FIRSTNAME' => $first_name),
        'listIds' => array((int) $list_id),
        'updateEnabled' => true,
    );
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    curl_setopt($ch, CURLOPT_POST, true);
    curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($body));
    curl_setopt($ch, CURLOPT_HTTPHEADER, array(
        'api-key: ' . getenv('SENDINBLUE_KEY'),
        'Content-Type: application/json',
    ));
    $raw = curl_exec($ch);
    $code = curl_getinfo($ch, CURLINFO_HTTP_CODE);
    curl_close($ch);
    if ($code >= 400) {
        $err = json_decode($raw, true);
        bl_log('sendinblue', $code . ' ' . (isset($err['message']) ? $err['message'] : $raw));
        return false;
    }
    return true;
}

function sib_remove_from_list($email, $list_id = SENDINBLUE_NEWSLETTER_LIST)
{
    $ch = curl_init(SENDINBLUE_API_URL . '/contacts/lists/' . (int) $list_id . '/contacts/remove');
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    curl_setopt($ch, CURLOPT_POST, true);
    curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode(array('emails' => array($email))));
    curl_setopt($ch, CURLOPT_HTTPHEADER, array('api-key: ' . getenv('SENDINBLUE_KEY'), 'Content-Type: application/json'));
    curl_exec($ch);
    $code = curl_getinfo($ch, CURLINFO_HTTP_CODE);
    curl_close($ch);
    return $code == 201 || $code == 204;
}
