<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/**
 * Appointment reminder mailing list (Mailgun).
 */
class Mailgun_lists {

    public function add_member($email, $name)
    {
        $ch = curl_init(MAILGUN_API_BASE . '/lists/' . MAILGUN_REMINDER_LIST . '/members');
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, TRUE);
        curl_setopt($ch, CURLOPT_USERPWD, 'api:' . getenv('MAILGUN_API_KEY'));
        curl_setopt($ch, CURLOPT_POST, TRUE);
        curl_setopt($ch, CURLOPT_POSTFIELDS, array(
            'address'    => $email,
            'name'       => $name,
            'subscribed' => 'yes',
            'upsert'     => 'yes',
        ));
        $raw = curl_exec($ch);
        $code = curl_getinfo($ch, CURLINFO_HTTP_CODE);
        curl_close($ch);

        if ($code == 404) {
            log_message('error', 'mailgun list missing: ' . MAILGUN_REMINDER_LIST);
            return FALSE;
        }
        if ($code == 502 || $code == 503) {
            log_message('error', 'mailgun unavailable, will retry from queue');
            return NULL;
        }
        $json = json_decode($raw, TRUE);
        return isset($json['member']);
    }

    public function remove_member($email)
    {
        $ch = curl_init(MAILGUN_API_BASE . '/lists/' . MAILGUN_REMINDER_LIST . '/members/' . rawurlencode($email));
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, TRUE);
        curl_setopt($ch, CURLOPT_USERPWD, 'api:' . getenv('MAILGUN_API_KEY'));
        curl_setopt($ch, CURLOPT_CUSTOMREQUEST, 'DELETE');
        curl_exec($ch);
        $code = curl_getinfo($ch, CURLINFO_HTTP_CODE);
        curl_close($ch);
        return $code == 200;
    }
}
