<?php

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

class HP_Ringwell_Webhook {

	public static function init() {
		add_action( 'rest_api_init', array( __CLASS__, 'routes' ) );
	}

	public static function routes() {
		register_rest_route( 'hp-ringwell/v1', '/events', array(
			'methods'             => 'POST',
			'callback'            => array( __CLASS__, 'handle' ),
			'permission_callback' => array( __CLASS__, 'verify' ),
		) );
	}

	public static function verify( WP_REST_Request $request ) {
		$secret    = get_option( 'hp_ringwell_webhook_secret' );
		$signature = $request->get_header( 'x_ringwell_signature' );

		if ( empty( $secret ) || empty( $signature ) ) {
			return false;
		}

		return hash_equals( hash_hmac( 'sha256', $request->get_body(), $secret ), $signature );
	}

	public static function handle( WP_REST_Request $request ) {
		$event = $request->get_json_params();
		do_action( 'hp_ringwell_event', $event['type'] ?? '', $event );
		return new WP_REST_Response( array( 'ok' => true ), 200 );
	}
}
