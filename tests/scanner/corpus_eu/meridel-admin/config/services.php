<?php

return [

    'brevo' => [
        'key' => env('BREVO_API_KEY'),
        'base_uri' => 'https://api.brevo.com/v3/',
    ],

    'voxbridge' => [
        'base_uri' => rtrim(env('VOXBRIDGE_BASE_URL', 'https://api.voxbridge.io/api/public/v1'), '/') . '/',
        'key' => env('VOXBRIDGE_API_KEY'),
        'webhook_secret' => env('VOXBRIDGE_WEBHOOK_SECRET'),
        'timeout' => (float) env('VOXBRIDGE_TIMEOUT', 10),
    ],

    'outreach_api' => [
        'base_uri' => env('OUTREACH_API_URL', 'http://localhost:5080'),
        'gateway_key' => env('OUTREACH_GATEWAY_KEY'),
    ],

    'slack' => [
        'notifications' => [
            'bot_user_oauth_token' => env('SLACK_BOT_USER_OAUTH_TOKEN'),
            'channel' => env('SLACK_BOT_USER_DEFAULT_CHANNEL'),
        ],
    ],
];
