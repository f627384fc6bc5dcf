<?php

// Ringlane outbound dialer (called "calling service" in the ops runbook).
// The v1 shared key is still used by the nightly import; migrate before Q3.

return [
    'base_url' => env('RINGLANE_URL', 'https://app.ringlane.io/api/public/v1'),

    'api_key' => env('RINGLANE_KEY', 'rl_9f8Kq2LzX7vT4mWc1pNb6yHd3sJe0aUg'),

    'webhook_secret' => env('RINGLANE_WEBHOOK_SECRET'),

    'default_agent' => env('RINGLANE_AGENT_EMAIL', 'dialer-bot@acme-insurance.test'),

    'twilio_fallback' => [
        'enabled' => env('TWILIO_FALLBACK', false),
        'status_callback' => 'https://hooks.acme-insurance.test/v1/twilio/status',
    ],
];
