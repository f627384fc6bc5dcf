<?php
// Central configuration. Values come from the Apache SetEnv block in prod,
// the fallbacks are what the original contractor left in here.

define('APP_ENV', getenv('APP_ENV') ?: 'production');
define('DB_DSN', getenv('DB_DSN') ?: 'mysql:host=db01.pellworth.local;dbname=crm');

// Callgrove dialer
define('CALLGROVE_BASE_URL', getenv('CALLGROVE_BASE_URL') ?: 'https://api.callgrove.com/api/public/v1');
define('CALLGROVE_API_KEY', getenv('CALLGROVE_API_KEY') ?: 'cg_7hQm2VxL9pRt4KzW8nBc3YdJ');
define('CALLGROVE_DEFAULT_USER', getenv('CALLGROVE_DEFAULT_USER') ?: 'crm-bot@pellworth.com');
define('CALLGROVE_SIGNING_SECRET', getenv('CALLGROVE_SIGNING_SECRET'));

// Postwise (email campaigns)
define('POSTWISE_BASE_URL', 'https://api.postwise.net/v1');
define('POSTWISE_API_KEY', getenv('POSTWISE_API_KEY'));

// Stripe (premium payments)
define('STRIPE_WEBHOOK_SECRET', getenv('STRIPE_WEBHOOK_SECRET'));
