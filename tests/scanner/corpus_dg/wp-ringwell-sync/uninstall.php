<?php
if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}
delete_option( 'rws_settings' );
delete_option( 'rws_queue' );
delete_option( 'rws_paused' );
delete_option( 'rws_last_error' );
delete_option( 'rws_last_ok' );
wp_clear_scheduled_hook( 'rws_push_callbacks' );
