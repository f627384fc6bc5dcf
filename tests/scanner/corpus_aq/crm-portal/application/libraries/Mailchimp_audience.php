<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/**
 * Newsletter sign-ups. Mailchimp calls these "lists" / audiences.
 */
class Mailchimp_audience
{
    private $dc;
    private $key;

    public function __construct()
    {
        $this->key = getenv('MAILCHIMP_API_KEY');
        $this->dc  = substr($this->key, strpos($this->key, '-') + 1);
    }

    public function subscribe($list_id, $email)
    {
        $url = 'https://' . $this->dc . '.api.mailchimp.com/3.0/lists/' . $list_id . '/members';
        $ch = curl_init($url);
        curl_setopt($ch, CURLOPT_USERPWD, 'anystring:' . $this->key);
        curl_setopt($ch, CURLOPT_HTTPHEADER, array('Content-Type: application/json'));
        curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode(array('email_address' => $email, 'status' => 'pending')));
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, TRUE);
        $resp = json_decode(curl_exec($ch), TRUE);
        $code = curl_getinfo($ch, CURLINFO_HTTP_CODE);
        curl_close($ch);
        if ($code == 404) {
            log_message('error', 'mailchimp list not found: ' . $list_id);
            return FALSE;
        }
        return $resp;
    }

    public function contact_lists_for_broker($broker_id)
    {
        // internal naming only; these are Mailchimp segments
        $ch = curl_init('https://' . $this->dc . '.api.mailchimp.com/3.0/lists?count=50');
        curl_setopt($ch, CURLOPT_USERPWD, 'anystring:' . $this->key);
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, TRUE);
        $resp = json_decode(curl_exec($ch), TRUE);
        curl_close($ch);
        return isset($resp['lists']) ? $resp['lists'] : array();
    }
}
