<?php
defined( 'ABSPATH' ) || exit;

class BW_Settings {

	const OPTION = 'bw_dialer_settings';

	public static function defaults() {
		return array(
			'host'           => 'https://api.dialpoint.io',
			'api_key'        => '',
			'agent_email'    => 'callbacks@brightwave-realty.com',
			'list_id'        => '',
			'webhook_secret' => '',
		);
	}

	public static function get( $key ) {
		$opts = wp_parse_args( get_option( self::OPTION, array() ), self::defaults() );

		// Constants in wp-config.php win over the settings screen.
		$const = 'BW_DIALER_' . strtoupper( $key );
		if ( defined( $const ) ) {
			return constant( $const );
		}

		return $opts[ $key ];
	}

	public static function base_url() {
		return untrailingslashit( self::get( 'host' ) ) . '/api/public/' . BW_DIALER_API_VERSION;
	}

	public static function init() {
		add_action( 'admin_menu', array( __CLASS__, 'menu' ) );
		add_action( 'admin_init', array( __CLASS__, 'register' ) );
	}

	public static function menu() {
		add_options_page( 'Call-Me-Back', 'Call-Me-Back', 'manage_options', 'bw-dialer', array( __CLASS__, 'render' ) );
	}

	public static function register() {
		register_setting( 'bw_dialer', self::OPTION, array( 'sanitize_callback' => array( __CLASS__, 'sanitize' ) ) );
	}

	public static function sanitize( $input ) {
		$clean = self::defaults();
		foreach ( $clean as $k => $v ) {
			if ( isset( $input[ $k ] ) ) {
				$clean[ $k ] = 'agent_email' === $k ? sanitize_email( $input[ $k ] ) : sanitize_text_field( $input[ $k ] );
			}
		}
		return $clean;
	}

	public static function render() {
		include BW_DIALER_DIR . 'admin/views/settings.php';
	}
}
