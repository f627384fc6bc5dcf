<?php
defined( 'ABSPATH' ) || exit;

/**
 * Adds website visitors to the Mailchimp audience (Mailchimp "lists" API).
 */
class BW_Newsletter {

	public static function subscribe( $email ) {
		$key = defined( 'BW_MAILCHIMP_KEY' ) ? BW_MAILCHIMP_KEY : '';
		if ( ! $key || false === strpos( $key, '-' ) ) {
			return;
		}
		list( , $dc ) = explode( '-', $key );
		$list_id      = defined( 'BW_MAILCHIMP_LIST' ) ? BW_MAILCHIMP_LIST : '';

		$response = wp_remote_post(
			"https://{$dc}.api.mailchimp.com/3.0/lists/{$list_id}/members",
			array(
				'headers' => array(
					'Authorization' => 'Basic ' . base64_encode( 'bw:' . $key ),
					'Content-Type'  => 'application/json',
				),
				'body'    => wp_json_encode( array( 'email_address' => $email, 'status' => 'pending' ) ),
				'timeout' => 5,
			)
		);

		$code = wp_remote_retrieve_response_code( $response );
		if ( 404 === $code || 503 === $code ) {
			error_log( '[bw-dialer] Mailchimp unavailable or list missing (' . $code . ')' );
		}
	}
}
