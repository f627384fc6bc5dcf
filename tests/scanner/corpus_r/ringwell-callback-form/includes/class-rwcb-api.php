<?php

class RWCB_Api {

	const TRANSIENT_CODES = array( 429, 502 );

	private static function headers() {
		return array(
			'Content-Type' => 'application/json',
			'X-API-KEY'    => get_option( 'rwcb_api_key', '' ),
			'X-USER-EMAIL' => get_option( 'rwcb_acting_email', get_option( 'admin_email' ) ),
		);
	}

	/**
	 * Append one phone number to the configured list.
	 *
	 * @return true|WP_Error
	 */
	public static function add_contact( $phone, $name = '' ) {
		$list_id = get_option( 'rwcb_list_id' );
		$url     = RWCB_API_BASE . '/contact-lists/' . rawurlencode( $list_id ) . '/contacts';

		for ( $attempt = 1; $attempt <= 3; $attempt++ ) {
			$res = wp_remote_post(
				$url,
				array(
					'headers' => self::headers(),
					'timeout' => 8,
					'body'    => wp_json_encode( array( 'phones' => array( $phone ), 'name' => $name ) ),
				)
			);
			if ( is_wp_error( $res ) ) {
				return $res;
			}
			$code = wp_remote_retrieve_response_code( $res );
			if ( $code >= 200 && $code < 300 ) {
				return true;
			}
			if ( ! in_array( $code, self::TRANSIENT_CODES, true ) ) {
				break;
			}
			sleep( $attempt );
		}

		$body = json_decode( wp_remote_retrieve_body( $res ), true );
		$msg  = is_array( $body ) && isset( $body['error'] ) ? $body['error'] : 'Unknown Ringwell error';

		if ( 503 === $code ) {
			update_option( 'rwcb_api_disabled', time() );
			return new WP_Error( 'rwcb_disabled', __( 'The Ringwell API is switched off for this account.', 'ringwell-callback' ) );
		}
		return new WP_Error( 'rwcb_http_' . $code, $msg );
	}

	public static function fetch_lists() {
		$res = wp_remote_get(
			RWCB_API_BASE . '/contact-lists',
			array( 'headers' => self::headers(), 'timeout' => 8 )
		);
		if ( is_wp_error( $res ) || 200 !== wp_remote_retrieve_response_code( $res ) ) {
			return array();
		}
		return json_decode( wp_remote_retrieve_body( $res ), true );
	}
}
