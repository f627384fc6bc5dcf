<?php
/**
 * Plugin Name: Brightline – Dialwise Quote Callbacks
 * Description: Pushes "call me back" quote requests from the marketing site into a Dialwise call list.
 * Version:     1.4.2
 * Author:      Northcoast Digital
 * Text Domain: brightline-dialwise
 */

defined( 'ABSPATH' ) || exit;

define( 'BL_DIALWISE_VERSION', '1.4.2' );
define( 'BL_DIALWISE_DEFAULT_BASE', 'https://api.dialwise.com/api/public/v1' );

require_once __DIR__ . '/includes/class-dialwise-api.php';
require_once __DIR__ . '/includes/class-settings-page.php';
require_once __DIR__ . '/includes/class-gform-bridge.php';

add_action( 'plugins_loaded', function () {
	BL_Dialwise_Settings_Page::init();
	BL_Dialwise_GForm_Bridge::init();
} );
