<?php

defined( 'ABSPATH' ) || exit;

class BL_Dialwise_API {

	private $base;
	private $key;
	private $user;

	public function __construct() {
		$opts       = get_option( 'bl_dialwise', array() );
		$this->base = untrailingslashit( $opts['base_url'] ?? BL_DIALWISE_DEFAULT_BASE );
		$this->key  = $opts['api_key'] ?? '';
		$this->user = $opts['acting_user'] ?? get_option( 'admin_email' );
	}

	private function headers() {
		return array(
			'Content-Type' => 'application/json',
			'X-API-Key'    => $this->key,
			'X-User-Email' => $this->user,
		);
	}

	public function add_callback( $list_id, $phone, $name ) {
		$response = wp_remote_post(
			$this->base . '/contact-lists/' . rawurlencode( $list_id ) . '/contacts',
			array(
				'headers' => $this->headers(),
				'timeout' => 8,
				'body'    => wp_json_encode( array( 'contacts' => array( array( 'phone' => $phone, 'name' => $name ) ) ) ),
			)
		);

		if ( is_wp_error( $response ) ) {
			return $response;
		}

		$code = wp_remote_retrieve_response_code( $response );
		$body = json_decode( wp_remote_retrieve_body( $response ), true );

		if ( $code >= 200 && $code < 300 ) {
			return true;
		}

		if ( 503 === $code ) {
			return new WP_Error( 'dialwise_disabled', __( 'The Dialwise API is disabled for this account.', 'brightline-dialwise' ) );
		}

		$msg = isset( $body['error'] ) ? $body['error'] : 'HTTP ' . $code;
		return new WP_Error( 'dialwise_error', $msg );
	}

	public function remove_callback( $list_id, $phone ) {
		$response = wp_remote_request(
			$this->base . '/contact-lists/' . rawurlencode( $list_id ) . '/contacts/' . rawurlencode( $phone ),
			array( 'method' => 'DELETE', 'headers' => $this->headers() )
		);
		$code = wp_remote_retrieve_response_code( $response );

		if ( 502 === $code ) {
			// Dialwise SSO hiccup, try again in five minutes.
			wp_schedule_single_event( time() + 300, 'bl_dialwise_retry_remove', array( $list_id, $phone ) );
			return false;
		}

		if ( 400 === $code ) {
			$body = json_decode( wp_remote_retrieve_body( $response ), true );
			foreach ( (array) ( $body['details'] ?? array() ) as $detail ) {
				error_log( 'Dialwise: ' . $detail['path'] . ' ' . $detail['message'] );
			}
		}

		return $code >= 200 && $code < 300;
	}

	public function get_lists() {
		$response = wp_remote_get( $this->base . '/contact-lists', array( 'headers' => $this->headers() ) );
		if ( is_wp_error( $response ) ) {
			return array();
		}
		$data = json_decode( wp_remote_retrieve_body( $response ), true );
		return $data['data'] ?? array();
	}
}
