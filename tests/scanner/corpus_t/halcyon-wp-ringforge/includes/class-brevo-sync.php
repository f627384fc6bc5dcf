<?php
/**
 * Newsletter sign-ups go to Brevo (ex-Sendinblue), not to RingForge.
 */

class Halcyon_Brevo_Sync {

	const BASE = 'https://api.brevo.com/v3';

	public static function subscribe( $email, $list_id ) {
		$response = wp_remote_post( self::BASE . '/contacts', array(
			'timeout' => 10,
			'headers' => array(
				'api-key'      => get_option( 'halcyon_brevo_key' ),
				'Content-Type' => 'application/json',
			),
			'body'    => wp_json_encode( array(
				'email'   => $email,
				'listIds' => array( (int) $list_id ),
			) ),
		) );

		if ( is_wp_error( $response ) ) {
			return false;
		}
		$code = wp_remote_retrieve_response_code( $response );
		if ( 404 === $code ) {
			// Brevo: contact list was deleted on their side.
			delete_option( 'halcyon_brevo_list' );
		}
		return $code < 300;
	}

	public static function lists() {
		$response = wp_remote_get( self::BASE . '/contacts/lists?limit=50', array(
			'headers' => array( 'api-key' => get_option( 'halcyon_brevo_key' ) ),
		) );
		$body = json_decode( wp_remote_retrieve_body( $response ), true );
		return isset( $body['lists'] ) ? $body['lists'] : array();
	}
}
