<?php

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

class HP_Ringwell_Api {

	private static $instance;

	public static function instance() {
		if ( null === self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	private function headers() {
		return array(
			'Content-Type' => 'application/json',
			'X-API-Key'    => get_option( 'hp_ringwell_api_key' ),
			'X-User-Email' => get_option( 'hp_ringwell_user_email' ),
		);
	}

	public function get_lists() {
		$response = wp_remote_get( HP_Ringwell_Settings::endpoint() . '/contact-lists', array(
			'headers' => $this->headers(),
			'timeout' => 15,
		) );
		return $this->parse( $response );
	}

	public function add_to_list( $list_id, array $phones ) {
		$url = sprintf( '%s/contact-lists/%s/contacts', HP_Ringwell_Settings::endpoint(), rawurlencode( $list_id ) );

		$contacts = array();
		foreach ( $phones as $phone ) {
			$contacts[] = array( 'phone' => preg_replace( '/[^0-9+]/', '', $phone ) );
		}

		$response = wp_remote_post( $url, array(
			'headers' => $this->headers(),
			'body'    => wp_json_encode( array( 'contacts' => $contacts ) ),
			'timeout' => 15,
		) );

		return $this->parse( $response );
	}

	public function remove_from_list( $list_id, $phone ) {
		$url = sprintf( '%s/contact-lists/%s/contacts/%s', HP_Ringwell_Settings::endpoint(), rawurlencode( $list_id ), rawurlencode( $phone ) );

		return $this->parse( wp_remote_request( $url, array(
			'method'  => 'DELETE',
			'headers' => $this->headers(),
		) ) );
	}

	private function parse( $response ) {
		if ( is_wp_error( $response ) ) {
			return $response;
		}

		$code = (int) wp_remote_retrieve_response_code( $response );
		$body = json_decode( wp_remote_retrieve_body( $response ), true );

		if ( $code >= 200 && $code < 300 ) {
			return $body;
		}

		$message = isset( $body['error'] ) ? $body['error'] : wp_remote_retrieve_response_message( $response );

		$details = isset( $body['details'] ) ? (array) $body['details'] : array();
		if ( ! empty( $details ) ) {
			$message .= ' (' . implode( '; ', wp_list_pluck( $details, 'message' ) ) . ')';
		}

		switch ( $code ) {
			case 401:
				return new WP_Error( 'hp_ringwell_auth', __( 'Ringwell rejected the API key.', 'hp-ringwell' ) );
			case 404:
				if ( 'User not found' === $message ) {
					return new WP_Error( 'hp_ringwell_user', __( 'The "Act as" email is not a Ringwell user.', 'hp-ringwell' ) );
				}
				return new WP_Error( 'hp_ringwell_list', $message );
			case 502:
				return new WP_Error( 'hp_ringwell_retry', __( 'Ringwell sign-in service unreachable, try again.', 'hp-ringwell' ) );
			case 503:
				return new WP_Error( 'hp_ringwell_disabled', __( 'The Ringwell API is disabled for this account.', 'hp-ringwell' ) );
			default:
				return new WP_Error( 'hp_ringwell_http_' . $code, $message );
		}
	}
}
