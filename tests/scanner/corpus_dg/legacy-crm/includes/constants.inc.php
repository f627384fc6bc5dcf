<?php
if (!defined('BL_BOOTSTRAPPED')) {
    die('No direct access');
}

define('BL_VERSION', '4.12.3');
define('BL_TZ', 'America/Chicago');

// Database
define('DB_HOST', getenv('DB_HOST') ? getenv('DB_HOST') : 'localhost');
define('DB_NAME', 'brightline_crm');
define('DB_USER', 'crm_app');
define('DB_PASS', getenv('DB_PASS'));

// Internal pricing service (behind the AWS API Gateway)
define('PRICING_API_URL', 'https://pricing.internal.brightlinehome.com/v1/quote');
define('PRICING_API_KEY_HEADER', 'x-api-key');
define('PRICING_API_KEY', getenv('PRICING_API_KEY'));

// Sendinblue (newsletter)
define('SENDINBLUE_API_URL', 'https://api.sendinblue.com/v3');
define('SENDINBLUE_NEWSLETTER_LIST', 7);

// Misc
define('LEAD_STALE_DAYS', 45);
define('ADMIN_EMAIL', 'it@brightlinehome.com');
