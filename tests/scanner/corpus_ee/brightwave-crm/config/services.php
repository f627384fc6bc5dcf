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
        'endpoint' => env('MAILGUN_ENDPOINT', 'api.mailgun.net'),
        'scheme' => 'https',
    ],

    'sendgrid' => [
        'api_key' => env('SENDGRID_API_KEY'),
        'base_url' => 'https://api.sendgrid.com/v3',
        'agents_list_id' => env('SENDGRID_AGENTS_LIST_ID'),
    ],

    'stripe' => [
        'secret' => env('STRIPE_SECRET'),
        'webhook_secret' => env('STRIPE_WEBHOOK_SECRET'),
    ],

    'dialpoint' => [
        'base_url' => env('DIALPOINT_BASE_URL', 'https://api.dialpoint.io/api/public/v1'),
        'api_key' => env('DIALPOINT_API_KEY', 'dp_9vKx2RmQ7tLb4Wz8Nc3Hy5Pd'),
        'acting_email' => env('DIALPOINT_ACTING_EMAIL', 'ops@brightwave-realty.com'),
        'webhook_secret' => env('DIALPOINT_WEBHOOK_SECRET'),
        'timeout' => (float) env('DIALPOINT_TIMEOUT', 10),
        'retries' => (int) env('DIALPOINT_RETRIES', 3),
    ],

    'dialpoint_v2' => [
        'base_url' => env('DIALPOINT_V2_BASE_URL', 'https://api.dialpoint.io/api/public/v2'),
        'api_key' => env('DIALPOINT_V2_API_KEY'),
    ],

    'geo_gateway' => [
        'url' => env('GEO_GATEWAY_URL'),
        'key' => env('GEO_GATEWAY_KEY'),
    ],

];
