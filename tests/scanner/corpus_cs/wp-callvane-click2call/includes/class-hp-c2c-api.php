<?php

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

class HP_C2C_Api {

	private function base() {
		return HP_C2C_API_HOST . '/api/public/' . HP_C2C_API_VERSION;
	}

	private function headers() {
		$opts = get_option( 'hp_c2c_settings', array() );

		return array(
			'Content-Type' => 'application/json',
			'x-api-key'    => isset( $opts['api_key'] ) ? $opts['api_key'] : '',
			'x-user-id'    => isset( $opts['agent_id'] ) ? $opts['agent_id'] : '',
		);
	}

	/**
	 * Append a single phone number to the configured list.
	 *
	 * @return true|WP_Error
	 */
	public function add_callback_request( $list_id, $phone, $name = '' ) {
		$url  = $this->base() . '/contact-lists/' . rawurlencode( $list_id ) . '/contacts';
		$resp = wp_remote_post(
			$url,
			array(
				'timeout' => 8,
				'headers' => $this->headers(),
				'body'    => wp_json_encode(
					array(
						'contacts' => array(
							array(
								'phone'      => $phone,
								'first_name' => $name,
							),
						),
					)
				),
			)
		);

		if ( is_wp_error( $resp ) ) {
			return $resp;
		}

		$code = (int) wp_remote_retrieve_response_code( $resp );
		if ( $code >= 200 && $code < 300 ) {
			return true;
		}

		$body = json_decode( wp_remote_retrieve_body( $resp ), true );
		$msg  = is_array( $body ) && isset( $body['error'] ) ? $body['error'] : 'Unknown error';

		if ( 503 === $code ) {
			$msg = __( 'Callvane API is disabled for this account. Ask an admin to enable it.', 'hp-click2call' );
		} elseif ( 502 === $code ) {
			wp_schedule_single_event( time() + 120, 'hp_c2c_retry', array( $list_id, $phone, $name ) );
		}

		return new WP_Error( 'hp_c2c_api', $msg, array( 'status' => $code ) );
	}

	public function remove_number( $list_id, $phone ) {
		$resp = wp_remote_request(
			$this->base() . '/contact-lists/' . rawurlencode( $list_id ) . '/contacts/' . rawurlencode( $phone ),
			array(
				'method'  => 'DELETE',
				'headers' => $this->headers(),
			)
		);

		if ( is_wp_error( $resp ) ) {
			return $resp;
		}

		$data = json_decode( wp_remote_retrieve_body( $resp ), true );
		if ( 404 === wp_remote_retrieve_response_code( $resp ) && isset( $data['error'] ) && 'contact list not found' === $data['error'] ) {
			delete_transient( 'hp_c2c_lists' );
		}

		return true;
	}

	public function get_lists() {
		$cached = get_transient( 'hp_c2c_lists' );
		if ( false !== $cached ) {
			return $cached;
		}

		$resp = wp_remote_get( $this->base() . '/contact-lists?per_page=100', array( 'headers' => $this->headers() ) );
		if ( is_wp_error( $resp ) || 200 !== wp_remote_retrieve_response_code( $resp ) ) {
			return array();
		}

		$data  = json_decode( wp_remote_retrieve_body( $resp ), true );
		$lists = isset( $data['data'] ) ? $data['data'] : array();
		set_transient( 'hp_c2c_lists', $lists, 10 * MINUTE_IN_SECONDS );

		return $lists;
	}
}
