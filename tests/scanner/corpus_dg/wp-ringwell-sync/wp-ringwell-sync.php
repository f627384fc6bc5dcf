<?php
/**
 * Plugin Name: Brightline Ringwell Sync
 * Description: Sends "request a call back" form entries to the Ringwell dialer every 15 minutes.
 * Version:     1.3.2
 * Author:      Brightline IT
 * Text Domain: rws
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'RWS_VERSION', '1.3.2' );
define( 'RWS_DIR', plugin_dir_path( __FILE__ ) );

require_once RWS_DIR . 'includes/class-rws-settings.php';
require_once RWS_DIR . 'includes/class-rws-woo-hooks.php';
require_once RWS_DIR . 'includes/class-rws-webhook.php';

add_filter( 'cron_schedules', function ( $schedules ) {
	$schedules['rws_fifteen'] = array(
		'interval' => 15 * MINUTE_IN_SECONDS,
		'display'  => __( 'Every 15 minutes', 'rws' ),
	);
	return $schedules;
} );

register_activation_hook( __FILE__, function () {
	if ( ! wp_next_scheduled( 'rws_push_callbacks' ) ) {
		wp_schedule_event( time() + 60, 'rws_fifteen', 'rws_push_callbacks' );
	}
} );

register_deactivation_hook( __FILE__, function () {
	wp_clear_scheduled_hook( 'rws_push_callbacks' );
} );

add_action( 'rws_push_callbacks', 'rws_push_callbacks' );

function rws_push_callbacks() {
	if ( get_option( 'rws_paused' ) ) {
		return;
	}
	$opts    = RWS_Settings::get();
	$pending = get_option( 'rws_queue', array() );
	if ( empty( $pending ) ) {
		return;
	}

	$base = untrailingslashit( $opts['api_base'] );
	$url  = $base . '/contact-lists/' . absint( $opts['list_id'] ) . '/contacts';

	$resp = wp_remote_post( $url, array(
		'timeout' => 20,
		'headers' => array(
			'X-API-KEY'    => $opts['api_key'],
			'X-User-Email' => $opts['acting_email'],
			'Content-Type' => 'application/json',
		),
		'body'    => wp_json_encode( array( 'contacts' => array_values( $pending ) ) ),
	) );

	if ( is_wp_error( $resp ) ) {
		error_log( '[rws] ' . $resp->get_error_message() );
		return;
	}

	$code = (int) wp_remote_retrieve_response_code( $resp );
	$body = json_decode( wp_remote_retrieve_body( $resp ), true );

	if ( $code >= 200 && $code < 300 ) {
		update_option( 'rws_queue', array() );
		update_option( 'rws_last_ok', current_time( 'mysql' ) );
		return;
	}

	$message = isset( $body['error'] ) ? $body['error'] : wp_remote_retrieve_response_message( $resp );
	update_option( 'rws_last_error', $code . ': ' . $message );

	if ( 503 === $code ) {
		// Ringwell has the public API disabled for us. Stop hammering until an admin un-pauses.
		update_option( 'rws_paused', 1 );
	} elseif ( in_array( $code, array( 429, 502, 504 ), true ) ) {
		// leave the queue alone, next cron tick retries
	} else {
		error_log( '[rws] dropping ' . count( $pending ) . ' callbacks: ' . $message );
		update_option( 'rws_queue', array() );
	}
}
