<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Queue a call back when someone ticks "call me about delivery" at checkout,
 * or submits the Gravity Forms "request a call" form (form id 4).
 */
add_action( 'woocommerce_checkout_order_processed', function ( $order_id ) {
	$order = wc_get_order( $order_id );
	if ( ! $order || 'yes' !== $order->get_meta( '_call_me' ) ) {
		return;
	}
	rws_enqueue( $order->get_billing_phone(), $order->get_formatted_billing_full_name(), 'checkout' );
} );

add_action( 'gform_after_submission_4', function ( $entry ) {
	rws_enqueue( rgar( $entry, '3' ), rgar( $entry, '1.3' ) . ' ' . rgar( $entry, '1.6' ), 'callback-form' );
}, 10, 1 );

function rws_enqueue( $phone, $name, $source ) {
	$phone = preg_replace( '/[^\d+]/', '', (string) $phone );
	if ( strlen( $phone ) < 10 ) {
		return;
	}
	$queue   = get_option( 'rws_queue', array() );
	$queue[] = array(
		'phone'  => $phone,
		'name'   => $name,
		'source' => $source,
	);
	update_option( 'rws_queue', $queue, false );
}
