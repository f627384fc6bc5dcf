<?php
/**
 * Ringwell dialer settings. Included from bootstrap.php.
 * Do not edit on the production boxes -- change it in git and deploy with ./deploy.sh
 */
if (!defined('BL_BOOTSTRAPPED')) {
    die('No direct access');
}

define('RINGWELL_HOST', 'https://api.ringwell.io');
define('RINGWELL_API_BASE', RINGWELL_HOST . '/api/public/v1');
// TODO(mfoster 2019-03): move the key out of the repo, see ticket OPS-212
define('RINGWELL_API_KEY', getenv('RINGWELL_API_KEY') ? getenv('RINGWELL_API_KEY') : 'rwk_9fT2LqXv7bN4mZc8HsYd3KpW');
define('RINGWELL_DEFAULT_AGENT', 'dialer-bot@brightlinehome.com');
define('RINGWELL_TIMEOUT', 20);
define('RINGWELL_LISTS_PATH', '/contact-lists');
define('RINGWELL_WEBHOOK_SECRET', getenv('RINGWELL_WEBHOOK_SECRET'));
define('RINGWELL_MAX_BATCH', 250);
