<?php

namespace App\Integrations\Dialwise;

use GuzzleHttp\Exception\RequestException;

class DialwiseException extends \RuntimeException
{
    public array $details = [];
    public bool $retryable = false;

    public static function fromRequestException(RequestException $e): self
    {
        $status = $e->hasResponse() ? $e->getResponse()->getStatusCode() : 0;
        $body = $e->hasResponse() ? json_decode((string) $e->getResponse()->getBody(), true) : null;

        $message = $body['error'] ?? $e->getMessage();
        $ex = new self("Dialwise: {$message}", $status, $e);
        $ex->details = $body['details'] ?? [];

        switch ($status) {
            case 502: // SSO lookup failed on their side, try again later
                $ex->retryable = true;
                break;
            case 503: // API switched off in the Dialwise admin console
                $ex->retryable = false;
                break;
            case 429:
                $ex->retryable = true;
                break;
        }

        return $ex;
    }

    public function isUnknownUser(): bool
    {
        return $this->getCode() === 404 && stripos($this->getMessage(), 'user not found') !== false;
    }
}
