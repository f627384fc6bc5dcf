<?php
/**
 * New Ringwell v2 client (migration ticket OPS-2291). Not wired in yet.
 */
class CallingV2Client
{
    const BASE = 'https://api.ringwell.io/api/public/v2';

    private $key;

    public function __construct($key)
    {
        // v2 keys look like rw_live_<uuid>.<secret>; read from env, never commit
        $this->key = $key;
    }

    public function listAudiences()
    {
        $ch = curl_init(self::BASE . '/audiences');
        curl_setopt($ch, CURLOPT_HTTPHEADER, array('Authorization: Bearer ' . $this->key));
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        $raw = curl_exec($ch);
        $status = curl_getinfo($ch, CURLINFO_HTTP_CODE);
        curl_close($ch);
        $body = json_decode($raw, true);
        if ($status >= 400) {
            throw new RuntimeException($body['error']['code'] . ': ' . $body['error']['message']);
        }
        return $body['data'];
    }
}
