<?php
/**
 * Public REST endpoint the widget posts to: /wp-json/ringlane/v1/callback
 * (this is OUR namespace, versioned independently of Ringlane's API).
 */

defined( 'ABSPATH' ) || exit;

class Ringlane_Rest {

	public static function register() {
		register_rest_route(
			'ringlane/v1',
			'/callback',
			array(
				'methods'             => 'POST',
				'callback'            => array( __CLASS__, 'handle' ),
				'permission_callback' => '__return_true',
				'args'                => array(
					'phone' => array( 'required' => true, 'type' => 'string' ),
					'name'  => array( 'type' => 'string' ),
				),
			)
		);
	}

	public static function handle( WP_REST_Request $request ) {
		$api    = new Ringlane_Api();
		$result = $api->add_to_list( sanitize_text_field( $request['phone'] ), sanitize_text_field( $request['name'] ?? '' ) );

		if ( is_wp_error( $result ) ) {
			$data = $result->get_error_data();
			if ( ! empty( $data['retry'] ) ) {
				wp_schedule_single_event( time() + 120, 'ringlane_cb_retry', array( $request['phone'] ) );
				return new WP_REST_Response( array( 'queued' => true ), 202 );
			}
			return new WP_REST_Response( array( 'error' => $result->get_error_message() ), 502 );
		}

		( new Sendgrid_Notifier() )->notify_sales( $request['phone'] );

		return new WP_REST_Response( array( 'ok' => true ), 201 );
	}
}
