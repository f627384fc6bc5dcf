<?php
/**
 * Thrown when the Ringwell API answers with a non-2xx status.
 * Ringwell returns {"error": "...", "details": [{"path": "...", "message": "..."}]}
 */
class RingwellException extends Exception
{
    public $status;
    public $details = array();

    public static function fromResponse($status, $raw)
    {
        $body = json_decode($raw, true);
        $msg = isset($body['error']) ? $body['error'] : 'HTTP ' . $status;
        $e = new self($msg, $status);
        $e->status = $status;
        if (!empty($body['details'])) {
            $e->details = $body['details'];
        }
        return $e;
    }

    public function fieldErrors()
    {
        $out = array();
        foreach ($this->details as $d) {
            $out[$d['path']] = $d['message'];
        }
        return $out;
    }

    public function isUserMissing()
    {
        return $this->status == 404 && strcasecmp($this->getMessage(), 'user not found') === 0;
    }
}
