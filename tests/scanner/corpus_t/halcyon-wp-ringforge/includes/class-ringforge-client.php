<?php
/**
 * Thin wrapper around the RingForge public API.
 *
 * @package Halcyon_RingForge
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

class Halcyon_RingForge_Client {

	const TIMEOUT = 15;

	/** @var string */
	private $api_key;

	/** @var string */
	private $acting_email;

	public function __construct( $api_key, $acting_email ) {
		$this->api_key      = $api_key;
		$this->acting_email = $acting_email;
	}

	public static function from_options() {
		return new self(
			get_option( 'halcyon_rf_api_key', '' ),
			get_option( 'halcyon_rf_acting_email', get_option( 'admin_email' ) )
		);
	}

	private function headers() {
		return array(
			'Content-Type' => 'application/json',
			'Accept'       => 'application/json',
			'X-Api-Key'    => $this->api_key,
			'X-User-Email' => $this->acting_email,
		);
	}

	public function get_lists() {
		return $this->request( 'GET', '/contact-lists' );
	}

	public function append_contacts( $list_id, array $contacts ) {
		$path = sprintf( '/contact-lists/%s/contacts', rawurlencode( $list_id ) );
		return $this->request( 'POST', $path, array( 'contacts' => $contacts ) );
	}

	private function request( $method, $path, $body = null ) {
		$args = array(
			'method'  => $method,
			'timeout' => self::TIMEOUT,
			'headers' => $this->headers(),
		);
		if ( null !== $body ) {
			$args['body'] = wp_json_encode( $body );
		}

		$response = 'POST' === $method
			? wp_remote_post( HALCYON_RF_API_BASE . $path, $args )
			: wp_remote_request( HALCYON_RF_API_BASE . $path, $args );

		if ( is_wp_error( $response ) ) {
			return $response;
		}

		$code = (int) wp_remote_retrieve_response_code( $response );
		$data = json_decode( wp_remote_retrieve_body( $response ), true );

		if ( $code >= 200 && $code < 300 ) {
			return $data;
		}

		$message = isset( $data['error'] ) ? $data['error'] : 'Unknown RingForge error';

		if ( 503 === $code ) {
			// RingForge returns 503 when the public API is switched off for our account.
			update_option( 'halcyon_rf_api_disabled', time() );
			return new WP_Error( 'ringforge_disabled', __( 'The RingForge API is disabled for this account.', 'halcyon-ringforge' ) );
		}
		if ( 404 === $code && 'user not found' === strtolower( $message ) ) {
			return new WP_Error( 'ringforge_user', sprintf( 'Acting user %s does not exist in RingForge.', $this->acting_email ) );
		}
		if ( 502 === $code ) {
			wp_schedule_single_event( time() + 300, 'halcyon_rf_retry', array( $path, $body ) );
		}

		return new WP_Error( 'ringforge_http_' . $code, $message );
	}
}
