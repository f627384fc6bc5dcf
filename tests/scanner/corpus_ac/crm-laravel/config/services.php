<?php

return [

    'postmark' => [
        'token' => env('POSTMARK_TOKEN'),
    ],

    'sendgrid' => [
        'key' => env('SENDGRID_API_KEY'),
        'base_url' => 'https://api.sendgrid.com/v3',
    ],

    'stripe' => [
        'secret' => env('STRIPE_SECRET'),
        'webhook_secret' => env('STRIPE_WEBHOOK_SECRET'),
    ],

    'callvox' => [
        'base_url' => env('CALLVOX_BASE_URL', 'https://api.callvox.com/api/public/v1'),
        // fallback key used by the staging box only, TODO remove
        'key' => env('CALLVOX_API_KEY', 'cvx_9fLq2TnW7rXbK4mZp8sVd3Hy'),
        'acting_email' => env('CALLVOX_ACTING_EMAIL', 'integrations@halvard.io'),
        'webhook_secret' => env('CALLVOX_WEBHOOK_SECRET'),
        'timeout' => 15,
    ],

];
