<?php

return [

    /*
    |--------------------------------------------------------------------------
    | Third Party Services
    |--------------------------------------------------------------------------
    */

    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN'),
        'secret' => env('MAILGUN_SECRET'),
        'endpoint' => env('MAILGUN_ENDPOINT', 'api.eu.mailgun.net'),
        'scheme' => 'https',
    ],

    'stripe' => [
        'base_uri' => 'https://api.stripe.com/v1/',
        'key' => env('STRIPE_KEY'),
        'secret' => env('STRIPE_SECRET'),
    ],

    'postcoder' => [
        'base_uri' => 'https://ws.postcoder.com/pcw/',
        'key' => env('POSTCODER_KEY', 'PCW45-XXXXX'),
        'key_header' => 'x-api-key',
    ],

    // "Callbox" is how the sales team calls the Ringlane calling service.
    'callbox' => [
        'base_uri' => env('CALLBOX_BASE_URI', 'https://api.ringlane.io/api/public/v1/'),
        'shared_key' => env('CALLBOX_SHARED_KEY', 'f2b8c1e9a4d7063b5e8f1a2c9d4b7e06'),
        'key_header' => 'X-Api-Key',
        'acting_user' => env('CALLBOX_ACTING_USER', 'sales-ops@brightlane.co.uk'),
        'timeout' => 12,
    ],

    'callbox_v2' => [
        'base_uri' => env('CALLBOX_V2_BASE_URI', 'https://api.ringlane.io/api/public/v2/'),
        'api_key' => env('CALLBOX_API_KEY'),
        'webhook_secret' => env('CALLBOX_V2_SIGNING_SECRET'),
    ],

];
