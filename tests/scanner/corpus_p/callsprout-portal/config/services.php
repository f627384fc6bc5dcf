<?php

return [

    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN'),
        'secret' => env('MAILGUN_SECRET'),
        'endpoint' => env('MAILGUN_ENDPOINT', 'api.mailgun.net'),
    ],

    'stripe' => [
        'secret' => env('STRIPE_SECRET'),
        'webhook_secret' => env('STRIPE_WEBHOOK_SECRET'),
    ],

    'callsprout' => [
        'base_uri' => env('CALLSPROUT_BASE_URL', 'https://api.callsprout.com/api/public/v1'),
        'key' => env('CALLSPROUT_API_KEY', 'cs_9fLr2QwX7mBv4Tn1KpZs8Hd3yU'),
        'acting_user' => env('CALLSPROUT_ACTING_USER'),
        'webhook_secret' => env('CALLSPROUT_WEBHOOK_SECRET'),
        'timeout' => 15,
    ],

    'warehouse' => [
        'base_uri' => env('WAREHOUSE_API', 'https://warehouse.brightwaysolar.com/api/v1'),
        'key' => env('WAREHOUSE_API_KEY', 'your-api-key-here'),
    ],

];
