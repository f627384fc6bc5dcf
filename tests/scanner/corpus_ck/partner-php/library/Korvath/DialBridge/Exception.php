<?php
/**
 * Korvath_DialBridge_Exception
 *
 * Wraps the {"error": "...", "details": [...]} body DialBridge sends back.
 */
class Korvath_DialBridge_Exception extends Exception
{
    /** @var array */
    protected $_details = array();

    public static function fromResponse($httpCode, $rawBody)
    {
        $decoded = json_decode($rawBody, true);
        $message = isset($decoded['error']) ? $decoded['error'] : 'HTTP ' . $httpCode;
        $e = new self($message, $httpCode);
        if (!empty($decoded['details'])) {
            foreach ($decoded['details'] as $d) {
                $e->_details[] = $d['path'] . ': ' . $d['message'];
            }
        }
        return $e;
    }

    public function getDetails()
    {
        return $this->_details;
    }

    public function isUserNotFound()
    {
        return $this->getCode() == 404 && strtolower($this->getMessage()) === 'user not found';
    }
}
