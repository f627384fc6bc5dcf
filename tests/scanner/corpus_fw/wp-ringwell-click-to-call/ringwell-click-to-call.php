<?php
/**
 * Plugin Name:       Ringwell Click-to-Call (Harbor & Pine)
 * Description:       Adds click-to-call buttons and pushes form leads into Ringwell contact lists.
 * Version:           1.7.3
 * Requires PHP:      7.4
 * Author:            Harbor & Pine Web Team
 * Text Domain:       hp-ringwell
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'HP_RINGWELL_VERSION', '1.7.3' );
define( 'HP_RINGWELL_DIR', plugin_dir_path( __FILE__ ) );

require_once HP_RINGWELL_DIR . 'includes/class-hp-ringwell-settings.php';
require_once HP_RINGWELL_DIR . 'includes/class-hp-ringwell-api.php';
require_once HP_RINGWELL_DIR . 'includes/class-hp-ringwell-webhook.php';
require_once HP_RINGWELL_DIR . 'includes/class-hp-mailchimp-sync.php';

add_action( 'plugins_loaded', function () {
	HP_Ringwell_Settings::init();
	HP_Ringwell_Webhook::init();
} );

add_action( 'gform_after_submission', function ( $entry, $form ) {
	$phone = rgar( $entry, '3' );
	if ( empty( $phone ) ) {
		return;
	}
	$list_id = get_option( 'hp_ringwell_default_list' );
	$result  = HP_Ringwell_Api::instance()->add_to_list( $list_id, array( $phone ) );
	if ( is_wp_error( $result ) ) {
		error_log( '[hp-ringwell] ' . $result->get_error_message() );
	}
}, 10, 2 );
