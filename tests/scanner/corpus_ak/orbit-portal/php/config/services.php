<?php

return [
    'ringhub' => [
        'base_uri' => getenv('RINGHUB_BASE_URL') ?: 'https://api.ringhub.net/api/public/v1/',
        'key' => getenv('RINGHUB_API_KEY'),
        'acting_user_id' => getenv('RINGHUB_ACTING_USER_ID') ?: '00u5portalsvc',
    ],
    'mailstack' => [
        'base_uri' => 'https://api.mailstack.dev/v1/',
        'key' => getenv('MAILSTACK_API_KEY'),
    ],
    'ringhub_v2_preview' => [
        'base_uri' => 'https://api.ringhub.net/api/public/v2/',
        'key' => getenv('RINGHUB_V2_KEY'),
    ],
];
