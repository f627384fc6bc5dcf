<?php
/**
 * Receives call-outcome webhooks from RingForge.
 */

class Halcyon_RingForge_Webhook {

	public static function handle( WP_REST_Request $request ) {
		$secret    = get_option( 'halcyon_rf_webhook_secret', '' );
		$payload   = $request->get_body();
		$signature = $request->get_header( 'x_ringforge_signature' );

		$expected = hash_hmac( 'sha256', $payload, $secret );
		if ( empty( $signature ) || ! hash_equals( $expected, $signature ) ) {
			return new WP_REST_Response( array( 'error' => 'invalid signature' ), 401 );
		}

		$event = json_decode( $payload, true );
		if ( isset( $event['type'] ) && 'call.completed' === $event['type'] ) {
			do_action( 'halcyon_rf_call_completed', $event['data'] );
		}

		return new WP_REST_Response( array( 'ok' => true ), 200 );
	}
}
