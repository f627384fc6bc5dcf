<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * POST /wp-json/rws/v1/ringwell-events
 * Ringwell tells us when a callback was completed so the WooCommerce order gets a note.
 */
add_action( 'rest_api_init', function () {
	register_rest_route( 'rws/v1', '/ringwell-events', array(
		'methods'             => 'POST',
		'callback'            => 'rws_handle_ringwell_event',
		'permission_callback' => 'rws_verify_ringwell_signature',
	) );
} );

function rws_verify_ringwell_signature( WP_REST_Request $request ) {
	$secret = get_option( 'rws_webhook_secret' );
	$sent   = (string) $request->get_header( 'x_ringwell_signature' );
	if ( ! $secret || '' === $sent ) {
		return new WP_Error( 'rws_unsigned', 'Missing signature', array( 'status' => 401 ) );
	}
	$calc = hash_hmac( 'sha256', $request->get_body(), $secret );
	return hash_equals( $calc, $sent );
}

function rws_handle_ringwell_event( WP_REST_Request $request ) {
	$event = $request->get_json_params();
	if ( 'call.completed' !== $event['type'] || empty( $event['data']['metadata']['order_id'] ) ) {
		return new WP_REST_Response( null, 204 );
	}
	$order = wc_get_order( absint( $event['data']['metadata']['order_id'] ) );
	if ( $order ) {
		$order->add_order_note( sprintf( 'Showroom called back (%s): %s', $event['data']['agent_name'], $event['data']['outcome'] ) );
	}
	return new WP_REST_Response( null, 204 );
}
