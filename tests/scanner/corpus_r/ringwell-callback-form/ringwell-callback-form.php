<?php
/**
 * Plugin Name: Ringwell Callback Form
 * Description: "Request a callback" form that drops leads into a Ringwell contact list.
 * Version: 1.2.0
 * Author: Bramble Digital
 * Text Domain: ringwell-callback
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'RWCB_VERSION', '1.2.0' );
define( 'RWCB_API_BASE', 'https://api.ringwell.io/api/public/v1' );
define( 'RWCB_DIR', plugin_dir_path( __FILE__ ) );

require_once RWCB_DIR . 'includes/class-rwcb-api.php';
require_once RWCB_DIR . 'includes/class-rwcb-form.php';
require_once RWCB_DIR . 'includes/class-rwcb-webhook.php';
require_once RWCB_DIR . 'admin/settings-page.php';

add_action( 'init', array( 'RWCB_Form', 'register' ) );
add_action( 'rest_api_init', array( 'RWCB_Webhook', 'register_routes' ) );
