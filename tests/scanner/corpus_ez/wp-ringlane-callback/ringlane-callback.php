<?php
/**
 * Plugin Name:       Ringlane Callback Requests
 * Description:       "Call me back" widget that drops visitors into a Ringlane calling list.
 * Version:           1.8.2
 * Requires PHP:      7.4
 * Author:            Harbourline Digital
 * Text Domain:       ringlane-callback
 */

defined( 'ABSPATH' ) || exit;

define( 'RINGLANE_CB_VERSION', '1.8.2' );
define( 'RINGLANE_CB_DIR', plugin_dir_path( __FILE__ ) );

if ( ! defined( 'RINGLANE_API_BASE' ) ) {
	define( 'RINGLANE_API_BASE', 'https://api.ringlane.io/api/public/v1' );
}

require_once RINGLANE_CB_DIR . 'includes/class-ringlane-api.php';
require_once RINGLANE_CB_DIR . 'includes/class-ringlane-rest.php';
require_once RINGLANE_CB_DIR . 'includes/class-ringlane-webhook.php';
require_once RINGLANE_CB_DIR . 'includes/class-sendgrid-notifier.php';
require_once RINGLANE_CB_DIR . 'admin/settings-page.php';

add_action( 'rest_api_init', array( 'Ringlane_Rest', 'register' ) );
add_action( 'rest_api_init', array( 'Ringlane_Webhook', 'register' ) );
