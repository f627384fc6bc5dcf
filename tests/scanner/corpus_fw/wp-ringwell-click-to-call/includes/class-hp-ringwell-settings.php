<?php

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

class HP_Ringwell_Settings {

	const OPTION_GROUP = 'hp_ringwell';
	const DEFAULT_ENDPOINT = 'https://api.ringwell.com/api/public/v1';

	public static function init() {
		add_action( 'admin_init', array( __CLASS__, 'register' ) );
		add_action( 'admin_menu', array( __CLASS__, 'menu' ) );
	}

	public static function register() {
		register_setting( self::OPTION_GROUP, 'hp_ringwell_endpoint', array(
			'type'              => 'string',
			'sanitize_callback' => 'esc_url_raw',
			'default'           => self::DEFAULT_ENDPOINT,
		) );
		register_setting( self::OPTION_GROUP, 'hp_ringwell_api_key', array( 'type' => 'string' ) );
		register_setting( self::OPTION_GROUP, 'hp_ringwell_user_email', array( 'type' => 'string', 'sanitize_callback' => 'sanitize_email' ) );
		register_setting( self::OPTION_GROUP, 'hp_ringwell_default_list', array( 'type' => 'string' ) );
		register_setting( self::OPTION_GROUP, 'hp_ringwell_webhook_secret', array( 'type' => 'string' ) );
	}

	public static function menu() {
		add_options_page( 'Ringwell', 'Ringwell', 'manage_options', 'hp-ringwell', array( __CLASS__, 'render' ) );
	}

	public static function render() {
		include HP_RINGWELL_DIR . 'admin/settings-page.php';
	}

	public static function endpoint() {
		return untrailingslashit( get_option( 'hp_ringwell_endpoint', self::DEFAULT_ENDPOINT ) );
	}
}
