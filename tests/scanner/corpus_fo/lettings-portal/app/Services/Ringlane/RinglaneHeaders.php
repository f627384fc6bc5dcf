<?php

namespace App\Services\Ringlane;

final class RinglaneHeaders
{
    /** Shared public key issued per workspace. */
    public const API_KEY = 'X-Api-Key';

    /** Ringlane resolves the agent seat from the login email. */
    public const ACTING_USER = 'X-User-Email';

    public const SIGNATURE = 'X-Ringlane-Signature';

    private function __construct()
    {
    }
}
