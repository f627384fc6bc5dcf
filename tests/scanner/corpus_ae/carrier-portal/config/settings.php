<?php

declare(strict_types=1);

return [
    'callvane' => [
        'base_uri' => getenv('CALLVANE_BASE_URI') ?: 'https://api.callvane.io/api/public/v1/',
        'api_key' => getenv('CALLVANE_API_KEY') ?: '',
        'acting_user_id' => getenv('CALLVANE_ACTING_USER_ID') ?: '00u1a2b3c4d5e6f7g8h9',
        'webhook_secret' => getenv('CALLVANE_WEBHOOK_SECRET') ?: '',
    ],
    'mailwave' => [
        'base_uri' => 'https://api.mailwave.net/v1/',
        'api_key' => getenv('MAILWAVE_API_KEY') ?: '',
    ],
    'displayErrorDetails' => (bool) getenv('APP_DEBUG'),
];
