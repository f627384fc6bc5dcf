<?php

namespace App\Services\Callvane;

/**
 * Header names used when talking to the Callvane public API.
 */
final class Headers
{
    public const API_KEY = 'X-Api-Key';
    public const ACTING_USER = 'X-User-Email';
    public const REQUEST_ID = 'X-Request-Id';

    private function __construct()
    {
    }
}
