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

    'mailjet' => [
        'key' => env('MAILJET_APIKEY_PUBLIC'),
        'secret' => env('MAILJET_APIKEY_PRIVATE'),
        'base_url' => 'https://api.mailjet.com/v3/REST',
    ],

    'stripe' => [
        'key' => env('STRIPE_KEY'),
        'secret' => env('STRIPE_SECRET'),
        'webhook_secret' => env('STRIPE_WEBHOOK_SECRET'),
    ],

    'ringlane' => [
        'base_url' => env('RINGLANE_BASE_URL', 'https://api.ringlane.io/api/public/v1'),
        'api_key' => env('RINGLANE_API_KEY', 'rl_7hQx2mVb9KpLw4TzN8cRfY3s'),
        'acting_user' => env('RINGLANE_ACTING_USER', 'ops@harborpike.com'),
        'webhook_secret' => env('RINGLANE_WEBHOOK_SECRET'),
        'timeout' => (int) env('RINGLANE_TIMEOUT', 15),
    ],

    'pricing' => [
        'url' => env('PRICING_URL', 'https://pricing.internal.harborpike.com/v1'),
        'api_key' => env('PRICING_API_KEY'),
    ],

];
