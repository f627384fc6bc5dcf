<?php

return [

    'postmark' => [
        'token' => env('POSTMARK_TOKEN'),
    ],

    'stripe' => [
        'secret' => env('STRIPE_SECRET'),
        'webhook_secret' => env('STRIPE_WEBHOOK_SECRET'),
    ],

    'callvane' => [
        'base_url' => env('CALLVANE_BASE_URL', 'https://api.callvane.io/api/public/v1'),
        'api_key' => env('CALLVANE_API_KEY'),
        'acting_user' => env('CALLVANE_ACTING_USER', 'ops-bot@harborpine.com'),
        'webhook_secret' => env('CALLVANE_WEBHOOK_SECRET'),
        'timeout' => (int) env('CALLVANE_TIMEOUT', 10),
    ],

    'newsletter' => [
        'url' => env('NEWSLETTER_URL', 'https://newsletter.internal.harborpine.com/v1'),
        'key' => env('NEWSLETTER_API_KEY'),
    ],

    'shiprocket' => [
        'url' => 'https://gateway.shiprocket.example.com/prod/v1',
        'key' => env('SHIPROCKET_API_KEY'),
    ],
];
