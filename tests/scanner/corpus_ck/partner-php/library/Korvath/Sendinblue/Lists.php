<?php
/**
 * Newsletter lists for carriers (Sendinblue / Brevo).
 */
class Korvath_Sendinblue_Lists
{
    const BASE = 'https://api.sendinblue.com/v3';

    protected $_key;

    public function __construct($apiKey)
    {
        $this->_key = $apiKey;
    }

    public function addToList($listId, $email)
    {
        $ch = curl_init(self::BASE . '/contacts/lists/' . (int) $listId . '/contacts/add');
        curl_setopt_array($ch, array(
            CURLOPT_POST => true,
            CURLOPT_RETURNTRANSFER => true,
            CURLOPT_HTTPHEADER => array(
                'api-key: ' . $this->_key,
                'Content-Type: application/json',
            ),
            CURLOPT_POSTFIELDS => json_encode(array('emails' => array($email))),
        ));
        $body = curl_exec($ch);
        $code = curl_getinfo($ch, CURLINFO_HTTP_CODE);
        curl_close($ch);
        if ($code == 404) {
            throw new RuntimeException('Sendinblue list ' . $listId . ' not found');
        }
        return json_decode($body, true);
    }
}
