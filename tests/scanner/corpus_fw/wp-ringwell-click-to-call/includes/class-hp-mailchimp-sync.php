<?php

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Mirrors newsletter sign-ups into the Mailchimp audience.
 */
class HP_Mailchimp_Sync {

	public static function subscribe( $email, $list_id ) {
		$key = get_option( 'hp_mailchimp_key' );
		$dc  = substr( $key, strpos( $key, '-' ) + 1 );
		$url = "https://{$dc}.api.mailchimp.com/3.0/lists/{$list_id}/members";

		$response = wp_remote_post( $url, array(
			'headers' => array(
				'Authorization' => 'Basic ' . base64_encode( 'hp:' . $key ),
				'Content-Type'  => 'application/json',
			),
			'body'    => wp_json_encode( array( 'email_address' => $email, 'status' => 'pending' ) ),
		) );

		$code = wp_remote_retrieve_response_code( $response );
		if ( 404 === $code ) {
			error_log( '[hp-mailchimp] audience ' . $list_id . ' not found' );
		} elseif ( 503 === $code || 502 === $code ) {
			wp_schedule_single_event( time() + 300, 'hp_mailchimp_retry', array( $email, $list_id ) );
		}

		return $code;
	}

	public static function sync_to_contact_list( $email, $x_user_email ) {
		// Legacy ESP (Moosend-style) endpoint kept for the EU site
		return wp_remote_post( 'https://api.esp-eu.example.net/v1/contact-lists/newsletter/subscribe', array(
			'headers' => array(
				'x-api-key'    => get_option( 'hp_esp_key' ),
				'x-user-email' => $x_user_email,
			),
			'body'    => array( 'email' => $email ),
		) );
	}
}
