<?php
define('BL_BOOTSTRAPPED', true);
error_reporting(E_ALL & ~E_DEPRECATED & ~E_STRICT);
date_default_timezone_set('America/Chicago');

require_once __DIR__ . '/includes/constants.inc.php';
require_once __DIR__ . '/includes/ringwell.inc.php';
require_once __DIR__ . '/lib/db.php';
require_once __DIR__ . '/lib/log.php';
require_once __DIR__ . '/lib/phone.php';

session_start();
