<?php
/**
 * Plugin Name: Woo Callvox Sync
 * Description: Pushes WooCommerce customers who opted in to phone follow-ups into a Callvox dial list.
 * Version: 1.4.2
 * Author: Halvard Digital
 * Requires Plugins: woocommerce
 */

defined( 'ABSPATH' ) || exit;

define( 'WCVX_VERSION', '1.4.2' );
define( 'WCVX_API_BASE', 'https://api.callvox.com/api/public/v1' );
define( 'WCVX_PATH', plugin_dir_path( __FILE__ ) );

require_once WCVX_PATH . 'includes/class-wcvx-api.php';
require_once WCVX_PATH . 'includes/class-wcvx-webhook.php';

add_action( 'woocommerce_order_status_completed', function ( $order_id ) {
	$order = wc_get_order( $order_id );
	if ( ! $order || 'yes' !== $order->get_meta( '_phone_followup_optin' ) ) {
		return;
	}
	$api    = new WCVX_Api( get_option( 'wcvx_api_key' ), get_option( 'wcvx_agent_email' ) );
	$result = $api->append_contact( get_option( 'wcvx_list_id' ), $order->get_billing_phone() );
	if ( is_wp_error( $result ) ) {
		$order->add_order_note( 'Callvox: ' . $result->get_error_message() );
	}
} );

add_action( 'rest_api_init', array( 'WCVX_Webhook', 'register' ) );
