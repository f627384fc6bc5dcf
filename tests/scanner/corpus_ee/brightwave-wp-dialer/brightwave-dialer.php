<?php
/**
 * Plugin Name:       Brightwave Call-Me-Back
 * Plugin URI:        https://www.brightwave-realty.com
 * Description:       Sends "call me back" form leads from listing pages into a DialPoint contact list.
 * Version:           1.7.2
 * Requires PHP:      7.4
 * Author:            Brightwave Realty Web Team
 * License:           GPL-2.0-or-later
 * Text Domain:       bw-dialer
 */

defined( 'ABSPATH' ) || exit;

define( 'BW_DIALER_VERSION', '1.7.2' );
define( 'BW_DIALER_DIR', plugin_dir_path( __FILE__ ) );
define( 'BW_DIALER_API_VERSION', 'v1' );

require_once BW_DIALER_DIR . 'includes/class-bw-settings.php';
require_once BW_DIALER_DIR . 'includes/class-bw-dialpoint.php';
require_once BW_DIALER_DIR . 'includes/class-bw-webhook.php';
require_once BW_DIALER_DIR . 'includes/class-bw-newsletter.php';

add_action( 'plugins_loaded', static function () {
	BW_Settings::init();
	BW_Webhook::init();
} );

add_action( 'wpcf7_mail_sent', static function ( $form ) {
	$submission = WPCF7_Submission::get_instance();
	if ( ! $submission || 'callback-request' !== $form->name() ) {
		return;
	}

	$data  = $submission->get_posted_data();
	$phone = isset( $data['your-phone'] ) ? sanitize_text_field( $data['your-phone'] ) : '';
	if ( '' === $phone ) {
		return;
	}

	$result = BW_DialPoint::instance()->add_callback_lead(
		$phone,
		sanitize_text_field( $data['your-name'] ?? '' ),
		absint( $data['listing-id'] ?? 0 )
	);

	if ( is_wp_error( $result ) ) {
		error_log( '[bw-dialer] ' . $result->get_error_message() );
	}

	if ( ! empty( $data['newsletter'] ) && ! empty( $data['your-email'] ) ) {
		BW_Newsletter::subscribe( sanitize_email( $data['your-email'] ) );
	}
} );
