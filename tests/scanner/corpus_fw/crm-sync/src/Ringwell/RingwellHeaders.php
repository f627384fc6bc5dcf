<?php

declare(strict_types=1);

namespace App\Ringwell;

/**
 * Header names the Ringwell public API expects on every request.
 */
final class RingwellHeaders
{
    public const API_KEY = 'x-api-key';
    public const ACTING_USER_EMAIL = 'x-user-email';
    public const ACTING_USER_ID = 'x-user-id';

    private function __construct()
    {
    }
}
