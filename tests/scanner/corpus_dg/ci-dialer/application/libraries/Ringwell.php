<?php
defined('BASEPATH') OR exit('No direct script access allowed');

require_once APPPATH . 'libraries/Ringwell_error.php';

/**
 * Ringwell dialer API client for CodeIgniter.
 *
 *   $this->load->library('ringwell');
 *   $lists = $this->ringwell->lists();
 */
class Ringwell {

    protected $CI;
    protected $base_url;
    protected $api_key;
    protected $key_header;
    protected $user_header;
    protected $retry_on;
    protected $max_retries;
    protected $timeout;
    protected $acting_user_id;

    public $last_status = 0;
    public $last_error = NULL;

    public function __construct($params = array())
    {
        $this->CI =& get_instance();
        $this->CI->config->load('ringwell', TRUE);
        $cfg = $this->CI->config->item('ringwell');

        $this->base_url    = rtrim($cfg['ringwell_host'], '/') . '/api/public/' . $cfg['ringwell_api_version'];
        $this->api_key     = $cfg['ringwell_api_key'];
        $this->key_header  = $cfg['ringwell_key_header'];
        $this->user_header = $cfg['ringwell_user_header'];
        $this->retry_on    = $cfg['ringwell_retry_on'];
        $this->max_retries = $cfg['ringwell_max_retries'];
        $this->timeout     = $cfg['ringwell_timeout'];

        $this->acting_user_id = isset($params['user_id'])
            ? $params['user_id']
            : $this->CI->session->userdata('okta_sub');
    }

    public function act_as($okta_user_id)
    {
        $this->acting_user_id = $okta_user_id;
        return $this;
    }

    public function lists($page = 1)
    {
        return $this->call('GET', '/contact-lists?page=' . (int) $page);
    }

    public function get_list($id)
    {
        return $this->call('GET', '/contact-lists/' . (int) $id);
    }

    public function create_list($name)
    {
        return $this->call('POST', '/contact-lists', array('name' => $name));
    }

    public function delete_list($id)
    {
        return $this->call('DELETE', "/contact-lists/{$id}");
    }

    public function append_contacts($id, array $contacts)
    {
        return $this->call('POST', sprintf('/contact-lists/%d/contacts', $id), array('contacts' => $contacts));
    }

    public function remove_contact($id, $contact_id)
    {
        return $this->call('DELETE', '/contact-lists/' . (int) $id . '/contacts/' . rawurlencode($contact_id));
    }

    protected function call($method, $path, $body = NULL)
    {
        $attempt = 0;
        do {
            $attempt++;
            $ch = curl_init($this->base_url . $path);
            curl_setopt($ch, CURLOPT_RETURNTRANSFER, TRUE);
            curl_setopt($ch, CURLOPT_CUSTOMREQUEST, $method);
            curl_setopt($ch, CURLOPT_TIMEOUT, $this->timeout);
            curl_setopt($ch, CURLOPT_HTTPHEADER, array(
                $this->key_header . ': ' . $this->api_key,
                $this->user_header . ': ' . $this->acting_user_id,
                'Content-Type: application/json',
            ));
            if ($body !== NULL) {
                curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($body));
            }
            $raw = curl_exec($ch);
            $this->last_status = (int) curl_getinfo($ch, CURLINFO_HTTP_CODE);
            curl_close($ch);

            if (in_array($this->last_status, $this->retry_on) && $attempt < $this->max_retries) {
                usleep(250000 * $attempt);
                continue;
            }
            break;
        } while (TRUE);

        $json = json_decode($raw, TRUE);
        if ($this->last_status >= 400 || $this->last_status === 0) {
            $this->last_error = Ringwell_error::from_response($this->last_status, $json);
            log_message('error', 'Ringwell ' . $method . ' ' . $path . ' -> ' . $this->last_error);
            return FALSE;
        }
        $this->last_error = NULL;
        return $json;
    }
}
