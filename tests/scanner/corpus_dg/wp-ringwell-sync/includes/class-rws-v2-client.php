<?php
/**
 * Client for the Ringwell v2 API. Not wired in yet -- see the branch feature/ringwell-v2.
 */
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

class RWS_V2_Client {

	const BASE = 'https://api.ringwell.io/api/public/v2';

	private $token;

	public function __construct( $token ) {
		$this->token = $token;
	}

	public function add_to_audience( $audience_id, array $contacts ) {
		$resp = wp_remote_post( self::BASE . '/audiences/' . rawurlencode( $audience_id ) . '/members', array(
			'timeout' => 20,
			'headers' => array(
				'Authorization' => 'Bearer ' . $this->token,
				'Content-Type'  => 'application/json',
			),
			'body'    => wp_json_encode( array( 'members' => $contacts ) ),
		) );
		if ( is_wp_error( $resp ) ) {
			return $resp;
		}
		$code = wp_remote_retrieve_response_code( $resp );
		$body = json_decode( wp_remote_retrieve_body( $resp ), true );
		if ( $code >= 400 ) {
			$err_code = isset( $body['error']['code'] ) ? $body['error']['code'] : 'unknown';
			return new WP_Error( 'rws_v2_' . $err_code, isset( $body['error']['message'] ) ? $body['error']['message'] : 'Ringwell error' );
		}
		return $body;
	}
}
