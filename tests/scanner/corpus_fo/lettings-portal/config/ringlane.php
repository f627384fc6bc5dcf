<?php

return [

    /*
    | Ringlane public API. Only v1 is wired up for now; see docs/ringlane.md.
    */

    'host' => env('RINGLANE_HOST', 'https://api.ringlane.io'),

    'version' => env('RINGLANE_API_VERSION', 'v1'),

    'base_url' => env('RINGLANE_BASE_URL'),

    'api_key' => env('RINGLANE_API_KEY'),

    'default_agent' => env('RINGLANE_DEFAULT_AGENT', 'ops@harbourlettings.co.uk'),

    'timeout' => (int) env('RINGLANE_TIMEOUT', 10),

    'retry' => [
        'times' => 3,
        'sleep_ms' => 400,
        'on_status' => [429, 502],
    ],

    'webhook' => [
        'secret' => env('RINGLANE_WEBHOOK_SECRET'),
        'tolerance_seconds' => 300,
    ],

];
