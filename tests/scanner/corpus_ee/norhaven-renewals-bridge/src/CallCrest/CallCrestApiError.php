<?php

declare(strict_types=1);

namespace Norhaven\Renewals\CallCrest;

final class CallCrestApiError extends \RuntimeException
{
    public const USER_NOT_FOUND = 'user not found';

    /**
     * @param list<array{path: string, message: string}> $details
     */
    public function __construct(string $message, int $status, private readonly array $details = [], ?\Throwable $previous = null)
    {
        parent::__construct($message, $status, $previous);
    }

    public static function fromBody(int $status, array $body): self
    {
        return new self(
            (string) ($body['error'] ?? 'HTTP '.$status),
            $status,
            $body['details'] ?? [],
        );
    }

    public function isUserNotFound(): bool
    {
        return 404 === $this->getCode() && self::USER_NOT_FOUND === strtolower($this->getMessage());
    }

    public function isIdentityProviderDown(): bool
    {
        return 502 === $this->getCode();
    }

    /** @return array<string, string> field path => message */
    public function fieldErrors(): array
    {
        $out = [];
        foreach ($this->details as $detail) {
            $out[$detail['path']] = $detail['message'];
        }

        return $out;
    }
}
