<?php

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

class HP_C2C_Webhook {

	public static function init() {
		add_action( 'rest_api_init', array( __CLASS__, 'routes' ) );
	}

	public static function routes() {
		register_rest_route(
			'hp-c2c/v1',
			'/call-events',
			array(
				'methods'             => 'POST',
				'callback'            => array( __CLASS__, 'handle' ),
				'permission_callback' => array( __CLASS__, 'verify' ),
			)
		);
	}

	public static function verify( WP_REST_Request $request ) {
		$opts   = get_option( 'hp_c2c_settings', array() );
		$secret = $opts['webhook_secret'] ?? '';
		$given  = $request->get_header( 'x_callvane_signature' );

		if ( empty( $secret ) || empty( $given ) ) {
			return false;
		}

		return hash_equals( hash_hmac( 'sha256', $request->get_body(), $secret ), $given );
	}

	public static function handle( WP_REST_Request $request ) {
		$event = $request->get_json_params();
		if ( isset( $event['type'] ) && 'call.completed' === $event['type'] ) {
			do_action( 'hp_c2c_call_completed', $event['data'] );
		}

		return new WP_REST_Response( array( 'received' => true ), 200 );
	}
}
