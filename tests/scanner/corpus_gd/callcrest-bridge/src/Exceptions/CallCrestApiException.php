<?php

namespace Quillfield\CallCrest\Exceptions;

use RuntimeException;

class CallCrestApiException extends RuntimeException
{
    public const USER_NOT_FOUND = 'user not found';

    /** @var list<array{path: string, message: string}> */
    public array $fieldErrors = [];

    public function __construct(string $message, public readonly int $status, array $fieldErrors = [])
    {
        parent::__construct($message, $status);
        $this->fieldErrors = $fieldErrors;
    }

    /**
     * v1 bodies look like {"error": "...", "details": [{"path": "...", "message": "..."}]}.
     */
    public static function fromV1(int $status, array $body): self
    {
        $message = $body['error'] ?? 'HTTP '.$status;

        $fieldErrors = [];
        foreach ($body['details'] ?? [] as $detail) {
            $fieldErrors[] = ['path' => $detail['path'] ?? '', 'message' => $detail['message'] ?? ''];
        }

        return match (true) {
            $status === 404 && $message === self::USER_NOT_FOUND => new UnknownActingUserException($message, $status),
            $status === 502 => new IdentityProviderDownException($message, $status),
            $status === 503 => new ApiDisabledException($message, $status),
            default => new self($message, $status, $fieldErrors),
        };
    }

    public function isRetryable(): bool
    {
        return $this->status === 429;
    }
}
