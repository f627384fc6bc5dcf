<?php
// Overridden per environment by ringbolt.local.php (not in git).
return [
    'ringbolt' => [
        'base_uri'   => getenv('RINGBOLT_BASE_URI') ?: 'https://api.ringbolt.io/api/public/v1/',
        'api_key'    => getenv('RINGBOLT_API_KEY') ?: 'your-api-key-here',
        'acting_uid' => getenv('RINGBOLT_ACTING_UID') ?: '00u7hx2mPq4Rs9Lw1d6',
        'collections_list' => 'cl_overdue_invoices',
    ],
];
