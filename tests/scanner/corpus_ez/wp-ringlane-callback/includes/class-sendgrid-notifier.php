<?php
/**
 * Emails the sales inbox through SendGrid when a callback is requested.
 */

defined( 'ABSPATH' ) || exit;

class Sendgrid_Notifier {

	public function notify_sales( $phone ) {
		$key = defined( 'SENDGRID_API_KEY' ) ? SENDGRID_API_KEY : '';

		$response = wp_remote_post(
			'https://api.sendgrid.com/v3/mail/send',
			array(
				'headers' => array(
					'Authorization' => 'Bearer ' . $key,
					'Content-Type'  => 'application/json',
				),
				'body'    => wp_json_encode(
					array(
						'personalizations' => array( array( 'to' => array( array( 'email' => get_option( 'admin_email' ) ) ) ) ),
						'from'             => array( 'email' => 'noreply@' . wp_parse_url( home_url(), PHP_URL_HOST ) ),
						'subject'          => 'New callback request',
						'content'          => array( array( 'type' => 'text/plain', 'value' => "Please call {$phone}" ) ),
					)
				),
			)
		);

		if ( 503 === wp_remote_retrieve_response_code( $response ) ) {
			error_log( 'SendGrid unavailable, callback email not sent.' );
		}
	}

	public function add_to_marketing_list( $email, $list_id ) {
		return wp_remote_request(
			'https://api.sendgrid.com/v3/marketing/contacts',
			array(
				'method'  => 'PUT',
				'headers' => array( 'Authorization' => 'Bearer ' . SENDGRID_API_KEY ),
				'body'    => wp_json_encode( array( 'list_ids' => array( $list_id ), 'contacts' => array( array( 'email' => $email ) ) ) ),
			)
		);
	}
}
