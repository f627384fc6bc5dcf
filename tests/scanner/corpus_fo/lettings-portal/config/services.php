<?php

return [

    /*
    |--------------------------------------------------------------------------
    | Third Party Services
    |--------------------------------------------------------------------------
    */

    'postmark' => [
        'token' => env('POSTMARK_TOKEN'),
    ],

    'sendgrid' => [
        'key' => env('SENDGRID_API_KEY'),
        'base_url' => env('SENDGRID_BASE_URL', 'https://api.sendgrid.com/v3'),
    ],

    'stripe' => [
        'key' => env('STRIPE_KEY'),
        'secret' => env('STRIPE_SECRET'),
        'webhook_secret' => env('STRIPE_WEBHOOK_SECRET'),
    ],

    'postcodes' => [
        'url' => env('POSTCODES_API_URL', 'https://api.postcodes.io'),
    ],

    'relay' => [
        // Go sidecar that fans out dialer events, see harbour/ring-relay
        'url' => env('RING_RELAY_URL', 'http://127.0.0.1:8089'),
        'token' => env('RING_RELAY_TOKEN'),
    ],

];
