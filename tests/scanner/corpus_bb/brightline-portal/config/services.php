<?php

return [

    'postmark' => [
        'token' => env('POSTMARK_TOKEN'),
    ],

    'stripe' => [
        'key' => env('STRIPE_KEY'),
        'secret' => env('STRIPE_SECRET'),
        'webhook_secret' => env('STRIPE_WEBHOOK_SECRET'),
    ],

    'klaviyo' => [
        'base_url' => 'https://a.klaviyo.com/api',
        'private_key' => env('KLAVIYO_PRIVATE_KEY'),
        'list_id' => env('KLAVIYO_LIST_ID'),
        'revision' => '2024-02-15',
    ],

    'dialwise' => [
        'base_url' => env('DIALWISE_BASE_URL', 'https://api.dialwise.com/api/public/v1'),
        // fallback key only used on the staging box, TODO move to vault
        'api_key' => env('DIALWISE_API_KEY', 'dw_7hQmR2xLp9TzK4vW8nBc3sYa'),
        'acting_user' => env('DIALWISE_ACTING_USER'),
        'webhook_secret' => env('DIALWISE_WEBHOOK_SECRET'),
        'timeout' => 10,
    ],

];
