<?php
namespace Harborline\Dialer;

class DialWiseException extends \RuntimeException
{
    /** @var array */
    private $details;

    public function __construct(string $message, int $status, array $details = [])
    {
        parent::__construct($message, $status);
        $this->details = $details;
    }

    public static function fromResponse(int $status, string $rawBody): self
    {
        $body = json_decode($rawBody, true) ?: [];
        $message = isset($body['error']) ? (string) $body['error'] : 'HTTP ' . $status;
        $details = $body['details'] ?? [];

        if ($status === 404 && stripos($message, 'user not found') !== false) {
            return new DialWiseUserNotFound($message, $status, $details);
        }
        if ($status === 404) {
            return new DialWiseListNotFound($message, $status, $details);
        }
        return new self($message, $status, $details);
    }

    public function fieldErrors(): array
    {
        $out = [];
        foreach ($this->details as $d) {
            $out[$d['path'] ?? '_'] = $d['message'] ?? '';
        }
        return $out;
    }

    public function isServerDisabled(): bool
    {
        return $this->getCode() === 503;
    }
}

class DialWiseUserNotFound extends DialWiseException {}
class DialWiseListNotFound extends DialWiseException {}
