<?php
/**
 * Minimal cURL client for DialBridge contact lists.
 *
 * @category Korvath
 * @package  Korvath_DialBridge
 */
class Korvath_DialBridge_Client
{
    const RETRYABLE = '429,502';

    protected $_baseUrl;
    protected $_apiKey;
    protected $_actingUser;

    public function __construct(Zend_Config $config)
    {
        $this->_baseUrl    = rtrim($config->base_url, '/');
        $this->_apiKey     = $config->api_key;
        $this->_actingUser = $config->acting_user;
    }

    public function createList($name)
    {
        return $this->_request('POST', '/contact-lists', array('name' => $name));
    }

    public function addCarrierContacts($listId, array $phones)
    {
        $contacts = array();
        foreach ($phones as $phone) {
            $contacts[] = array('phone' => $phone);
        }
        return $this->_request('POST', "/contact-lists/{$listId}/contacts", array('contacts' => $contacts));
    }

    protected function _request($method, $path, $payload = null)
    {
        $retryable = explode(',', self::RETRYABLE);
        for ($attempt = 1; $attempt <= 3; $attempt++) {
            $ch = curl_init($this->_baseUrl . $path);
            curl_setopt($ch, CURLOPT_CUSTOMREQUEST, $method);
            curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
            curl_setopt($ch, CURLOPT_TIMEOUT, 20);
            curl_setopt($ch, CURLOPT_HTTPHEADER, array(
                'Content-Type: application/json',
                'X-API-KEY: ' . $this->_apiKey,
                'X-USER-EMAIL: ' . $this->_actingUser,
            ));
            if ($payload !== null) {
                curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($payload));
            }
            $body = curl_exec($ch);
            $code = curl_getinfo($ch, CURLINFO_HTTP_CODE);
            curl_close($ch);

            if ($code >= 200 && $code < 300) {
                return json_decode($body, true);
            }
            if (in_array((string) $code, $retryable) && $attempt < 3) {
                sleep($attempt * 2);
                continue;
            }
            if ($code == 503) {
                Zend_Registry::get('log')->crit('DialBridge API has been disabled for Korvath');
            }
            throw Korvath_DialBridge_Exception::fromResponse($code, $body);
        }
    }
}
