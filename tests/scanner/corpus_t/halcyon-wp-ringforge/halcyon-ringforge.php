<?php
/**
 * Plugin Name: Halcyon RingForge Sync
 * Description: Pushes WooCommerce customers who opt in to callbacks into a RingForge call list.
 * Version: 1.4.2
 * Author: Halcyon Freight Web Team
 * Text Domain: halcyon-ringforge
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'HALCYON_RF_VERSION', '1.4.2' );
define( 'HALCYON_RF_API_BASE', 'https://api.ringforge.com/api/public/v1' );
define( 'HALCYON_RF_DIR', plugin_dir_path( __FILE__ ) );

require_once HALCYON_RF_DIR . 'includes/class-ringforge-client.php';
require_once HALCYON_RF_DIR . 'includes/class-ringforge-webhook.php';
require_once HALCYON_RF_DIR . 'includes/class-brevo-sync.php';

add_action( 'woocommerce_checkout_order_processed', 'halcyon_rf_maybe_enqueue_callback', 20, 1 );

function halcyon_rf_maybe_enqueue_callback( $order_id ) {
	$order = wc_get_order( $order_id );
	if ( ! $order || 'yes' !== $order->get_meta( '_callback_opt_in' ) ) {
		return;
	}
	$client  = Halcyon_RingForge_Client::from_options();
	$list_id = get_option( 'halcyon_rf_list_id' );
	$result  = $client->append_contacts( $list_id, array(
		array(
			'phone'     => $order->get_billing_phone(),
			'firstName' => $order->get_billing_first_name(),
			'lastName'  => $order->get_billing_last_name(),
		),
	) );
	if ( is_wp_error( $result ) ) {
		$order->add_order_note( 'RingForge sync failed: ' . $result->get_error_message() );
	}
}

add_action( 'rest_api_init', function () {
	register_rest_route( 'halcyon-rf/v1', '/webhook', array(
		'methods'             => 'POST',
		'callback'            => array( 'Halcyon_RingForge_Webhook', 'handle' ),
		'permission_callback' => '__return_true',
	) );
} );
