<?php
/**
 * Minimal wp_remote_* client for the Ringlane public API.
 */

defined( 'ABSPATH' ) || exit;

class Ringlane_Api {

	const OPTION = 'ringlane_cb_settings';

	/** @var array */
	private $settings;

	public function __construct() {
		$this->settings = wp_parse_args(
			get_option( self::OPTION, array() ),
			array(
				'api_key'    => '',
				'user_email' => get_option( 'admin_email' ),
				'list_id'    => '',
			)
		);
	}

	private function headers() {
		return array(
			'Content-Type' => 'application/json',
			'x-api-key'    => $this->settings['api_key'],
			'x-user-email' => $this->settings['user_email'],
		);
	}

	private function url( $path ) {
		return trailingslashit( RINGLANE_API_BASE ) . ltrim( $path, '/' );
	}

	public function get_lists() {
		return $this->call( 'GET', 'contact-lists' );
	}

	public function add_to_list( $phone, $name = '' ) {
		$list = $this->settings['list_id'];
		return $this->call(
			'POST',
			"contact-lists/{$list}/contacts",
			array( 'contacts' => array( array( 'phone' => $phone, 'name' => $name ) ) )
		);
	}

	public function remove_from_list( $phone ) {
		$list = rawurlencode( $this->settings['list_id'] );
		return $this->call( 'DELETE', "contact-lists/{$list}/contacts/" . rawurlencode( $phone ) );
	}

	/**
	 * @return array|WP_Error
	 */
	private function call( $method, $path, $body = null ) {
		$args = array(
			'method'  => $method,
			'headers' => $this->headers(),
			'timeout' => 10,
		);
		if ( null !== $body ) {
			$args['body'] = wp_json_encode( $body );
		}

		$response = wp_remote_request( $this->url( $path ), $args );
		if ( is_wp_error( $response ) ) {
			return $response;
		}

		$code = (int) wp_remote_retrieve_response_code( $response );
		$data = json_decode( wp_remote_retrieve_body( $response ), true );

		if ( $code >= 200 && $code < 300 ) {
			return is_array( $data ) ? $data : array();
		}

		$message = isset( $data['error'] ) ? (string) $data['error'] : 'HTTP ' . $code;

		switch ( $code ) {
			case 401:
				return new WP_Error( 'ringlane_bad_key', __( 'The Ringlane API key was rejected.', 'ringlane-callback' ) );
			case 404:
				if ( 'user not found' === strtolower( $message ) ) {
					return new WP_Error( 'ringlane_user', __( 'The configured email is not a Ringlane user.', 'ringlane-callback' ) );
				}
				return new WP_Error( 'ringlane_list', $message );
			case 502:
				return new WP_Error( 'ringlane_retry', __( 'Ringlane is temporarily unavailable.', 'ringlane-callback' ), array( 'retry' => true ) );
			case 503:
				return new WP_Error( 'ringlane_disabled', __( 'API access is disabled in your Ringlane workspace.', 'ringlane-callback' ) );
		}

		return new WP_Error( 'ringlane_error', $message, array( 'status' => $code, 'details' => $data['details'] ?? array() ) );
	}
}
