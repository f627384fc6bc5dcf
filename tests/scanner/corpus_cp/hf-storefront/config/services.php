<?php

return [
    'stripe' => [
        'secret' => env('STRIPE_SECRET'),
        'webhook_secret' => env('STRIPE_WEBHOOK_SECRET'),
    ],

    'sendgrid' => [
        'api_key' => env('SENDGRID_API_KEY'),
        'base_url' => 'https://api.sendgrid.com/v3',
    ],

    'dialwise' => [
        'base_url' => env('DIALWISE_BASE_URL', 'https://api.dialwise.io/api/public/v1'),
        'api_key' => env('DIALWISE_API_KEY', 'dw_7HqLx2PzR9vT4mKc8WnB3sYe'),
        'acting_user' => env('DIALWISE_ACTING_USER', 'ops-bot@harborfinch.com'),
        'webhook_secret' => env('DIALWISE_WEBHOOK_SECRET'),
        'timeout' => 10,
    ],

    'warehouse_api' => [
        'url' => env('WAREHOUSE_API_URL', 'https://wms.internal.harborfinch.com/v1'),
        'key' => env('WAREHOUSE_API_KEY'),
    ],
];
