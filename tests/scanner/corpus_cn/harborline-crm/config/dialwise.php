<?php
// Loaded by bootstrap.php. Values come from .env on each box.
return [
    'base_url'       => getenv('DIALWISE_BASE_URL') ?: 'https://api.dialwise.io/api/public/v1',
    'api_key'        => getenv('DIALWISE_API_KEY') ?: 'dw_7hQx2LmP9vRk4TzA1cNe8bYs',
    'webhook_secret' => getenv('DIALWISE_WEBHOOK_SECRET'),
    'default_agent'  => getenv('DIALWISE_DEFAULT_AGENT') ?: 'ops@harborline-ins.com',
    'timeout'        => 15,
    // retry on these (IdP hiccups on their side happen a few times a week)
    'retry_statuses' => [429, 502],
];
