<?php

return [

    'postmark' => [
        'token' => env('POSTMARK_TOKEN'),
    ],

    'ringbolt' => [
        'base_url' => env('RINGBOLT_BASE_URL', 'https://api.ringbolt.io/api/public/v1'),
        'key' => env('RINGBOLT_API_KEY', 'rb_8fTq3ZkLw9XmC2vPn6HsY1dR'),
        'actor_email' => env('RINGBOLT_ACTOR_EMAIL', 'backoffice@orchardly.app'),
        'timeout' => 10,
    ],

    'sendgrid' => [
        'key' => env('SENDGRID_API_KEY'),
        'base_url' => 'https://api.sendgrid.com/v3',
    ],

];
