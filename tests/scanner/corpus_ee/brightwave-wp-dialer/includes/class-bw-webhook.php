<?php
defined( 'ABSPATH' ) || exit;

/**
 * Receives DialPoint "call.completed" webhooks so the listing agent sees the outcome.
 * Endpoint: /wp-json/bw-dialer/v1/webhook
 */
class BW_Webhook {

	public static function init() {
		add_action( 'rest_api_init', array( __CLASS__, 'routes' ) );
	}

	public static function routes() {
		register_rest_route(
			'bw-dialer/v1',
			'/webhook',
			array(
				'methods'             => 'POST',
				'callback'            => array( __CLASS__, 'receive' ),
				'permission_callback' => '__return_true',
			)
		);
	}

	public static function receive( WP_REST_Request $request ) {
		$secret    = BW_Settings::get( 'webhook_secret' );
		$signature = $request->get_header( 'x_dialpoint_signature' );
		$payload   = $request->get_body();

		if ( ! $secret || ! $signature || ! hash_equals( hash_hmac( 'sha256', $payload, $secret ), $signature ) ) {
			return new WP_REST_Response( array( 'error' => 'bad signature' ), 401 );
		}

		$event = json_decode( $payload, true );
		if ( isset( $event['type'] ) && 'call.completed' === $event['type'] ) {
			do_action( 'bw_dialer_call_completed', $event['data'] );
		}

		return new WP_REST_Response( array( 'ok' => true ), 200 );
	}
}
