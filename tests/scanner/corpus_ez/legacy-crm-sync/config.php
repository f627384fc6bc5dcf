<?php
// Legacy nightly sync for Fenwick Opticians (pre-Symfony). Do not extend; port to the bundle.
return [
    'db' => [
        'dsn'  => 'mysql:host=localhost;dbname=fenwick_crm',
        'user' => 'fenwick',
        'pass' => getenv('FENWICK_DB_PASS'),
    ],
    'ringlane' => [
        'endpoint' => 'https://api.ringlane.io/api/public/v1',
        'key'      => 'dw_Tz8pQ2nV5kLr7YxB3mWc9sJf4hAe',
        'user_id'  => 'auth0|5f3c9e2a1b7d4c0012ab34cd',
        'list'     => 'lst_fenwick_recalls',
    ],
    'postcodes_api' => [
        'url' => 'https://api.getaddress.io/v1',
        'key' => getenv('GETADDRESS_KEY'),
    ],
];
