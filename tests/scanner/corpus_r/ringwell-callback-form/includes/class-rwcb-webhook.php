<?php

class RWCB_Webhook {

	public static function register_routes() {
		register_rest_route(
			'rwcb/v1',
			'/ringwell-event',
			array(
				'methods'             => 'POST',
				'callback'            => array( __CLASS__, 'handle' ),
				'permission_callback' => '__return_true',
			)
		);
	}

	public static function handle( WP_REST_Request $request ) {
		$sig      = $request->get_header( 'x_ringwell_signature' );
		$expected = hash_hmac( 'sha256', $request->get_body(), get_option( 'rwcb_webhook_secret', '' ) );
		if ( ! $sig || ! hash_equals( $expected, $sig ) ) {
			return new WP_REST_Response( array( 'error' => 'invalid signature' ), 401 );
		}
		$event = $request->get_json_params();
		do_action( 'rwcb_ringwell_event', $event );
		return new WP_REST_Response( null, 204 );
	}
}
