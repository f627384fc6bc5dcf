<?php
/**
 * Receives call outcomes from Ringlane.
 */

defined( 'ABSPATH' ) || exit;

class Ringlane_Webhook {

	public static function register() {
		register_rest_route(
			'ringlane/v1',
			'/webhook',
			array(
				'methods'             => 'POST',
				'callback'            => array( __CLASS__, 'handle' ),
				'permission_callback' => array( __CLASS__, 'verify' ),
			)
		);
	}

	public static function verify( WP_REST_Request $request ) {
		$settings  = get_option( 'ringlane_cb_settings', array() );
		$secret    = $settings['webhook_secret'] ?? '';
		$signature = $request->get_header( 'x_ringlane_signature' );

		if ( '' === $secret || empty( $signature ) ) {
			return false;
		}

		return hash_equals( hash_hmac( 'sha256', $request->get_body(), $secret ), $signature );
	}

	public static function handle( WP_REST_Request $request ) {
		$event = $request->get_json_params();
		do_action( 'ringlane_cb_call_outcome', $event );
		return new WP_REST_Response( null, 204 );
	}
}
