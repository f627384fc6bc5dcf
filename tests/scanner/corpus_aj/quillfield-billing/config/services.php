<?php

return [
    'voxtera' => [
        'base_url' => env('VOXTERA_BASE_URL', 'https://api.voxtera.com/api/public/v1'),
        'key' => env('VOXTERA_API_KEY'),
        'acting_email' => env('VOXTERA_ACTING_EMAIL', 'billing-bot@quillfield.com'),
    ],

    'mailcrest' => [
        'base_url' => env('MAILCREST_BASE_URL', 'https://api.mailcrest.io/v1'),
        'key' => env('MAILCREST_API_KEY'),
    ],

    'stripe' => [
        'secret' => env('STRIPE_SECRET'),
        'webhook_secret' => env('STRIPE_WEBHOOK_SECRET'),
    ],
];
