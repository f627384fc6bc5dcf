<?php

return [
    'host' => env('CALLCREST_HOST', 'https://api.callcrest.com'),

    // Bump to "v2" once the new keys are provisioned (see MIGRATION.md).
    'api_version' => env('CALLCREST_API_VERSION', 'v1'),

    'key' => env('CALLCREST_KEY'),

    // IdP subject of the service account used for unattended jobs.
    'acting_user_id' => env('CALLCREST_ACTING_USER_ID'),

    'webhook_secret' => env('CALLCREST_WEBHOOK_SECRET'),

    'v2' => [
        'key' => env('CALLCREST_V2_KEY'),
        'signing_secret' => env('CALLCREST_V2_SIGNING_SECRET'),
    ],

    'retry' => [
        'times' => 3,
        'sleep_ms' => 250,
    ],
];
