<?php

namespace App\Services\Dialwise;

final class Headers
{
    public const API_KEY = 'x-api-key';
    public const ACTING_USER = 'x-user-email';
    public const SIGNATURE = 'X-Dialwise-Signature';

    // Header our own portal API uses for impersonation from the admin panel.
    // Not related to Dialwise.
    public const PORTAL_IMPERSONATE = 'X-Impersonate-User';
}
