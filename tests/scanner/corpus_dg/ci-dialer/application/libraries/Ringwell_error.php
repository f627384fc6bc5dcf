<?php
defined('BASEPATH') OR exit('No direct script access allowed');

/**
 * Value object for a failed Ringwell call.
 */
class Ringwell_error {

    public $status;
    /** @var string message from the API */
    public $error;
    /** @var array list of {path, message} */
    public $details = array();

    public static function from_response($status, $json)
    {
        $e = new self();
        $e->status = (int) $status;
        $e->error = isset($json['error']) ? (string) $json['error'] : 'HTTP ' . $status;
        $e->details = isset($json['details']) ? $json['details'] : array();
        return $e;
    }

    public function is_user_missing()
    {
        return $this->status === 404 && $this->error === 'user not found';
    }

    public function is_list_missing()
    {
        return $this->status === 404 && $this->error === 'contact list not found';
    }

    public function is_disabled()
    {
        return $this->status === 503;
    }

    public function is_transient()
    {
        return in_array($this->status, array(429, 502), TRUE);
    }

    public function field_errors()
    {
        $out = array();
        foreach ($this->details as $d) {
            $out[$d['path']] = $d['message'];
        }
        return $out;
    }

    public function __toString()
    {
        return $this->status . ' ' . $this->error;
    }
}
