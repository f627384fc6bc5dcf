<?php

return [

    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN'),
        'secret' => env('MAILGUN_SECRET'),
        'endpoint' => env('MAILGUN_ENDPOINT', 'api.eu.mailgun.net'),
    ],

    'talkpath' => [
        'base_url' => env('TALKPATH_BASE_URL', 'https://api.talkpath.io/api/public/v1'),
        'key' => env('TALKPATH_API_KEY'),
        'webhook_secret' => env('TALKPATH_WEBHOOK_SECRET'),
    ],

    'stripe' => [
        'secret' => env('STRIPE_SECRET'),
        'webhook_secret' => env('STRIPE_WEBHOOK_SECRET'),
    ],
];
