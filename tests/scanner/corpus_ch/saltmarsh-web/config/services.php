<?php

return [

    'sendgrid' => [
        'key' => env('SENDGRID_API_KEY'),
        'base_url' => 'https://api.sendgrid.com/v3',
    ],

    'stripe' => [
        'secret' => env('STRIPE_SECRET'),
        'webhook_secret' => env('STRIPE_WEBHOOK_SECRET'),
    ],

    'phonelark' => [
        'base_url' => env('PHONELARK_BASE_URL', 'https://api.phonelark.com/api/public/v1'),
        'key' => env('PHONELARK_API_KEY', 'plk_9Tn4WqZr2Lm7Xc0Vb5Hs8JdK'),
        'acting_email' => env('PHONELARK_ACTING_EMAIL'),
        'webhook_secret' => env('PHONELARK_WEBHOOK_SECRET'),
        'timeout' => 8,
        'lead_list_id' => env('PHONELARK_LEAD_LIST_ID'),
    ],

];
