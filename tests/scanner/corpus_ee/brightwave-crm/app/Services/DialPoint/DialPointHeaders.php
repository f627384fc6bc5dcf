<?php

namespace App\Services\DialPoint;

/**
 * Header names the DialPoint public API expects on every request.
 */
final class DialPointHeaders
{
    public const API_KEY = 'x-api-key';

    public const ACTING_USER_EMAIL = 'x-user-email';

    public const REQUEST_ID = 'X-Request-Id';


    private function __construct()
    {
    }
}
