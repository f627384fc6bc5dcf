<?php

defined( 'ABSPATH' ) || exit;

/**
 * Gravity Forms form #7 ("Request a callback") -> Dialwise, and the newsletter
 * checkbox -> Mailchimp audience.
 */
class BL_Dialwise_GForm_Bridge {

	public static function init() {
		add_action( 'gform_after_submission_7', array( __CLASS__, 'handle' ), 10, 2 );
	}

	public static function handle( $entry, $form ) {
		$opts  = get_option( 'bl_dialwise', array() );
		$phone = rgar( $entry, '3' );
		$name  = trim( rgar( $entry, '1.3' ) . ' ' . rgar( $entry, '1.6' ) );

		if ( $phone && ! empty( $opts['list_id'] ) ) {
			$res = ( new BL_Dialwise_API() )->add_callback( $opts['list_id'], $phone, $name );
			if ( is_wp_error( $res ) ) {
				GFCommon::log_error( 'Dialwise: ' . $res->get_error_message() );
			}
		}

		if ( rgar( $entry, '5.1' ) ) {
			self::subscribe_mailchimp( rgar( $entry, '2' ), $name );
		}
	}

	private static function subscribe_mailchimp( $email, $name ) {
		$key    = defined( 'BL_MAILCHIMP_KEY' ) ? BL_MAILCHIMP_KEY : '';
		$dc     = substr( $key, strpos( $key, '-' ) + 1 );
		$list   = 'a1b2c3d4e5';
		$url    = "https://{$dc}.api.mailchimp.com/3.0/lists/{$list}/members";

		$response = wp_remote_post( $url, array(
			'headers' => array( 'Authorization' => 'apikey ' . $key, 'Content-Type' => 'application/json' ),
			'body'    => wp_json_encode( array( 'email_address' => $email, 'status' => 'pending', 'merge_fields' => array( 'FNAME' => $name ) ) ),
		) );

		$code = wp_remote_retrieve_response_code( $response );
		if ( 400 === $code ) {
			$body = json_decode( wp_remote_retrieve_body( $response ), true );
			GFCommon::log_debug( 'Mailchimp: ' . ( $body['detail'] ?? 'member exists' ) );
		} elseif ( in_array( $code, array( 502, 503 ), true ) ) {
			wp_schedule_single_event( time() + 300, 'bl_retry_mailchimp', array( $email, $name ) );
		}
	}
}
