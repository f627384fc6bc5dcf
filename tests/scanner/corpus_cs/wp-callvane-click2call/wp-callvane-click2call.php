<?php
/**
 * Plugin Name:       H&P Click-to-Call (Callvane)
 * Description:       Adds "Request a call back" forms that drop leads into a Callvane contact list.
 * Version:           1.4.2
 * Requires PHP:      7.4
 * Author:            Harbor & Pine Web Team
 * Text Domain:       hp-click2call
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'HP_C2C_VERSION', '1.4.2' );
define( 'HP_C2C_DIR', plugin_dir_path( __FILE__ ) );
define( 'HP_C2C_API_HOST', 'https://api.callvane.io' );
define( 'HP_C2C_API_VERSION', 'v1' );

require_once HP_C2C_DIR . 'includes/class-hp-c2c-api.php';
require_once HP_C2C_DIR . 'includes/class-hp-c2c-settings.php';
require_once HP_C2C_DIR . 'includes/class-hp-c2c-webhook.php';
require_once HP_C2C_DIR . 'includes/class-hp-c2c-form.php';

add_action( 'plugins_loaded', static function () {
	HP_C2C_Settings::init();
	HP_C2C_Webhook::init();
	HP_C2C_Form::init();
} );
