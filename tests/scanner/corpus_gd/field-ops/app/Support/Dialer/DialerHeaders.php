<?php

namespace App\Support\Dialer;

/**
 * Legacy CallCrest header names (v1).
 */
interface DialerHeaders
{
    const KEY = 'X-Api-Key';
    const ACTING_EMAIL = 'X-User-Email';
    const SIGNATURE = 'X-CallCrest-Signature';
}
