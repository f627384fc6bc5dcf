<?php

return [
    'url' => env('CALLCREST_URL', 'https://api.callcrest.com/api/public/v1'),
    'key' => env('CALLCREST_KEY'),
    'webhook_secret' => env('CALLCREST_WEBHOOK_SECRET'),
    'default_user_email' => 'dispatch@quillfield.co.uk',
];
