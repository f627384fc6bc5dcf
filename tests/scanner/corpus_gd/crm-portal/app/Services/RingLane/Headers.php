<?php

namespace App\Services\RingLane;

/**
 * Header names understood by the RingLane public API.
 */
final class Headers
{
    public const API_KEY = 'x-api-key';

    public const ACTING_USER = 'x-user-email';

    public const REQUEST_ID = 'x-request-id';

    private function __construct()
    {
    }
}
