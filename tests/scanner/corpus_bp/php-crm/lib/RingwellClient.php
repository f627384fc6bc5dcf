<?php
require_once dirname(__FILE__) . '/RingwellException.php';

class RingwellClient
{
    private $endpoint;
    private $apiKey;
    private $timeout;
    private $actingEmail;

    public function __construct(array $cfg, $actingEmail)
    {
        $this->endpoint = rtrim($cfg['endpoint'], '/');
        $this->apiKey = $cfg['api_key'];
        $this->timeout = isset($cfg['timeout']) ? (int)$cfg['timeout'] : 20;
        $this->actingEmail = $actingEmail;
    }

    private function request($method, $path, $payload = null)
    {
        $ch = curl_init($this->endpoint . $path);
        $headers = array(
            'Accept: application/json',
            'X-API-KEY: ' . $this->apiKey,
            'X-USER-EMAIL: ' . $this->actingEmail,
        );
        curl_setopt($ch, CURLOPT_CUSTOMREQUEST, $method);
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        curl_setopt($ch, CURLOPT_TIMEOUT, $this->timeout);
        if ($payload !== null) {
            $headers[] = 'Content-Type: application/json';
            curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($payload));
        }
        curl_setopt($ch, CURLOPT_HTTPHEADER, $headers);
        $raw = curl_exec($ch);
        $status = curl_getinfo($ch, CURLINFO_HTTP_CODE);
        curl_close($ch);

        if ($status == 502 && $method == 'GET') {
            // identity provider hiccup on their side, one retry is usually enough
            sleep(1);
            return $this->request($method, $path, $payload);
        }
        if ($status < 200 || $status >= 300) {
            throw RingwellException::fromResponse($status, $raw);
        }
        return json_decode($raw, true);
    }

    public function getContactLists()
    {
        return $this->request('GET', '/contact-lists');
    }

    public function addPhone($listId, $phone, $name = '')
    {
        return $this->request('POST', '/contact-lists/' . (int)$listId . '/contacts', array(
            'contacts' => array(array('phone' => $phone, 'name' => $name)),
        ));
    }

    public function deleteList($listId)
    {
        return $this->request('DELETE', sprintf('/contact-lists/%d', $listId));
    }
}
