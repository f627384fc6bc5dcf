<?php

return [

    'postmark' => [
        'token' => env('POSTMARK_TOKEN'),
    ],

    'dialcrest' => [
        'base_url' => env('DIALCREST_BASE_URL', 'https://api.dialcrest.com/api/public/v1'),
        'key' => env('DIALCREST_API_KEY', 'mQ4vX9tLr2ZpK7wN3bYc8HsJ'),
        'acting_user' => env('DIALCREST_ACTING_USER'),
        'webhook_secret' => env('DIALCREST_WEBHOOK_SECRET'),
        'timeout' => 15,
    ],

    // Internal mailing-list service run by Marlow IT
    'mailer' => [
        'url' => env('MAILER_SERVICE_URL', 'https://mailer.marlow.internal/v1'),
        'key' => env('MAILER_SERVICE_KEY'),
    ],

    'stripe' => [
        'secret' => env('STRIPE_SECRET'),
        'webhook_secret' => env('STRIPE_WEBHOOK_SECRET'),
    ],

];
