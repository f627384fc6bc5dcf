<?php
defined( 'ABSPATH' ) || exit;

/**
 * Thin wp_remote_* wrapper around DialPoint's public API.
 */
class BW_DialPoint {

	private static $instance;

	public static function instance() {
		if ( ! self::$instance ) {
			self::$instance = new self();
		}
		return self::$instance;
	}

	private function headers() {
		return array(
			'Content-Type' => 'application/json',
			'Accept'       => 'application/json',
			'x-api-key'    => BW_Settings::get( 'api_key' ),
			'x-user-email' => BW_Settings::get( 'agent_email' ),
		);
	}

	public function add_callback_lead( $phone, $name, $listing_id ) {
		$list_id = BW_Settings::get( 'list_id' );
		if ( ! $list_id ) {
			return new WP_Error( 'bw_dialer_no_list', 'No DialPoint contact list configured.' );
		}

		$url = BW_Settings::base_url() . '/contact-lists/' . rawurlencode( $list_id ) . '/contacts';

		$response = wp_remote_post(
			$url,
			array(
				'headers' => $this->headers(),
				'timeout' => 8,
				'body'    => wp_json_encode(
					array(
						'contacts' => array(
							array(
								'phone'      => $phone,
								'first_name' => $name,
								'metadata'   => array( 'listing_id' => $listing_id, 'source' => 'website' ),
							),
						),
					)
				),
			)
		);

		return $this->handle( $response );
	}

	public function lists() {
		$response = wp_remote_get(
			BW_Settings::base_url() . '/contact-lists?per_page=100',
			array( 'headers' => $this->headers(), 'timeout' => 8 )
		);
		$data = $this->handle( $response );
		return is_wp_error( $data ) ? array() : ( $data['data'] ?? array() );
	}

	public function remove_phone( $phone ) {
		$response = wp_remote_request(
			sprintf( '%s/contact-lists/%s/contacts/%s', BW_Settings::base_url(), rawurlencode( BW_Settings::get( 'list_id' ) ), rawurlencode( $phone ) ),
			array( 'method' => 'DELETE', 'headers' => $this->headers(), 'timeout' => 8 )
		);
		return $this->handle( $response );
	}

	private function handle( $response ) {
		if ( is_wp_error( $response ) ) {
			return $response;
		}

		$code = wp_remote_retrieve_response_code( $response );
		$body = json_decode( wp_remote_retrieve_body( $response ), true );

		if ( $code >= 200 && $code < 300 ) {
			return $body;
		}

		$message = is_array( $body ) && isset( $body['error'] ) ? $body['error'] : wp_remote_retrieve_response_message( $response );

		switch ( $code ) {
			case 401:
				return new WP_Error( 'bw_dialer_auth', 'DialPoint rejected the API key.' );
			case 404:
				if ( 'user not found' === strtolower( $message ) ) {
					return new WP_Error( 'bw_dialer_agent', 'The callback agent email has no DialPoint seat.' );
				}
				return new WP_Error( 'bw_dialer_list', 'DialPoint list not found.' );
			case 502:
				set_transient( 'bw_dialer_retry', 1, 5 * MINUTE_IN_SECONDS );
				return new WP_Error( 'bw_dialer_idp', 'DialPoint login service unreachable, will retry.' );
			default:
				return new WP_Error( 'bw_dialer_http_' . $code, $message );
		}
	}
}
