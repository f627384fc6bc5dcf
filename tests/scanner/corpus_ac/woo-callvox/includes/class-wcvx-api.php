<?php

defined( 'ABSPATH' ) || exit;

class WCVX_Api {

	private $key;
	private $agent_email;

	public function __construct( $key, $agent_email ) {
		$this->key         = $key;
		$this->agent_email = $agent_email;
	}

	private function headers() {
		return array(
			'Content-Type' => 'application/json',
			'x-api-key'    => $this->key,
			'x-user-email' => $this->agent_email,
		);
	}

	public function append_contact( $list_id, $phone ) {
		$url = WCVX_API_BASE . '/contact-lists/' . rawurlencode( $list_id ) . '/contacts';
		$res = wp_remote_post( $url, array(
			'headers' => $this->headers(),
			'body'    => wp_json_encode( array( 'phones' => array( $phone ) ) ),
			'timeout' => 10,
		) );
		return $this->parse( $res );
	}

	public function remove_contact( $list_id, $phone ) {
		$url = sprintf( '%s/contact-lists/%s/contacts/%s', WCVX_API_BASE, rawurlencode( $list_id ), rawurlencode( $phone ) );
		return $this->parse( wp_remote_request( $url, array( 'method' => 'DELETE', 'headers' => $this->headers() ) ) );
	}

	private function parse( $res ) {
		if ( is_wp_error( $res ) ) {
			return $res;
		}
		$code = wp_remote_retrieve_response_code( $res );
		$body = json_decode( wp_remote_retrieve_body( $res ), true );
		if ( $code >= 200 && $code < 300 ) {
			return $body;
		}
		if ( 404 === $code && isset( $body['error'] ) && false !== stripos( $body['error'], 'user not found' ) ) {
			return new WP_Error( 'wcvx_agent', __( 'The agent email is not a Callvox user.', 'woo-callvox' ) );
		}
		$msg = is_array( $body ) && isset( $body['error'] ) ? $body['error'] : 'HTTP ' . $code;
		return new WP_Error( 'wcvx_http_' . $code, $msg );
	}
}
