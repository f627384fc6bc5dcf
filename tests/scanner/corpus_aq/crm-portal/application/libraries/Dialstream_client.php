<?php
defined('BASEPATH') OR exit('No direct script access allowed');

class Dialstream_exception extends Exception
{
    public $details = array();
    public $transient = FALSE;
}

/**
 * Thin cURL wrapper around the Dialstream public API.
 */
class Dialstream_client
{
    protected $CI;
    protected $base_url;
    protected $api_key;
    protected $acting_user;

    public function __construct()
    {
        $this->CI =& get_instance();
        $this->CI->config->load('dialstream');
        $this->base_url    = rtrim($this->CI->config->item('dialstream_base_url'), '/');
        $this->api_key     = $this->CI->config->item('dialstream_api_key');
        $this->acting_user = $this->CI->config->item('dialstream_acting_user');
    }

    public function get_lists()
    {
        return $this->request('GET', '/contact-lists');
    }

    public function create_list($name, $caller_id)
    {
        return $this->request('POST', '/contact-lists', array(
            'name' => $name,
            'callerId' => $caller_id,
        ));
    }

    public function add_contacts($list_id, array $phones)
    {
        $contacts = array();
        foreach ($phones as $phone) {
            $contacts[] = array('phone' => $phone);
        }
        return $this->request('POST', '/contact-lists/' . urlencode($list_id) . '/contacts', array('contacts' => $contacts));
    }

    public function remove_contact($list_id, $phone)
    {
        return $this->request('DELETE', sprintf('/contact-lists/%s/contacts/%s', urlencode($list_id), urlencode($phone)));
    }

    protected function request($method, $path, $body = NULL)
    {
        $ch = curl_init($this->base_url . $path);
        $headers = array(
            'Accept: application/json',
            'Content-Type: application/json',
            'x-api-key: ' . $this->api_key,
            'x-user-email: ' . $this->acting_user,
        );
        curl_setopt($ch, CURLOPT_CUSTOMREQUEST, $method);
        curl_setopt($ch, CURLOPT_HTTPHEADER, $headers);
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, TRUE);
        curl_setopt($ch, CURLOPT_TIMEOUT, $this->CI->config->item('dialstream_timeout'));
        if ($body !== NULL) {
            curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($body));
        }

        $raw    = curl_exec($ch);
        $status = (int) curl_getinfo($ch, CURLINFO_HTTP_CODE);
        curl_close($ch);

        $json = json_decode($raw, TRUE);
        if ($status >= 200 && $status < 300) {
            return $json;
        }

        $message = isset($json['error']) ? $json['error'] : 'HTTP ' . $status;
        $ex = new Dialstream_exception($message, $status);
        if (isset($json['details'])) {
            $ex->details = $json['details'];
        }
        if ($status === 502) {
            // Okta behind Dialstream is flaky, try again later
            $ex->transient = TRUE;
        }
        if ($status === 503) {
            log_message('error', 'Dialstream says the public API is disabled for our account');
        }
        throw $ex;
    }
}
