<?php
return [
    'braintree' => [
        'environment' => getenv('BT_ENV') ?: 'sandbox',
        'merchant_id' => getenv('BT_MERCHANT_ID'),
        'public_key'  => getenv('BT_PUBLIC_KEY'),
        'private_key' => getenv('BT_PRIVATE_KEY'),
    ],
    'smtp' => [
        'host' => 'smtp.northgate.local',
        'port' => 587,
        'connection_class' => 'login',
    ],
    'sendgrid' => [
        'base_uri' => 'https://api.sendgrid.com/v3/',
        'contact_lists_path' => 'marketing/lists',
    ],
];
