<?php

defined( 'ABSPATH' ) || exit;

class WCVX_Webhook {

	public static function register() {
		register_rest_route( 'wcvx/v1', '/events', array(
			'methods'             => 'POST',
			'callback'            => array( __CLASS__, 'handle' ),
			'permission_callback' => array( __CLASS__, 'verify' ),
		) );
	}

	public static function verify( WP_REST_Request $request ) {
		$sig    = (string) $request->get_header( 'x_callvox_signature' );
		$secret = get_option( 'wcvx_webhook_secret' );
		$calc   = hash_hmac( 'sha256', $request->get_body(), $secret );
		return '' !== $secret && hash_equals( $calc, $sig );
	}

	public static function handle( WP_REST_Request $request ) {
		$event = $request->get_json_params();
		do_action( 'wcvx_event_' . sanitize_key( $event['type'] ?? 'unknown' ), $event );
		return new WP_REST_Response( null, 204 );
	}
}
