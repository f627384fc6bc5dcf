<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

class RWS_Settings {

	const OPTION = 'rws_settings';

	public static function defaults() {
		return array(
			'api_base'     => 'https://api.ringwell.io/api/public/v1',
			'api_key'      => '',
			'acting_email' => 'web-callbacks@brightlinehome.com',
			'list_id'      => 0,
		);
	}

	public static function get() {
		return wp_parse_args( get_option( self::OPTION, array() ), self::defaults() );
	}

	public static function test_connection() {
		check_ajax_referer( 'rws_test' );
		$o    = self::get();
		$resp = wp_remote_get( untrailingslashit( $o['api_base'] ) . '/contact-lists?per_page=1', array(
			'timeout' => 10,
			'headers' => array(
				'x-api-key'    => $o['api_key'],
				'x-user-email' => $o['acting_email'],
			),
		) );
		if ( is_wp_error( $resp ) ) {
			wp_send_json_error( $resp->get_error_message() );
		}
		$code = wp_remote_retrieve_response_code( $resp );
		if ( 200 === $code ) {
			wp_send_json_success( 'Connected.' );
		}
		$body = json_decode( wp_remote_retrieve_body( $resp ), true );
		if ( 404 === $code && isset( $body['error'] ) && 'user not found' === $body['error'] ) {
			wp_send_json_error( 'The acting user email is not a Ringwell user.' );
		}
		wp_send_json_error( $code . ' ' . ( isset( $body['error'] ) ? $body['error'] : '' ) );
	}

	public static function init() {
		add_action( 'admin_menu', array( __CLASS__, 'menu' ) );
		add_action( 'admin_init', array( __CLASS__, 'register' ) );
		add_action( 'wp_ajax_rws_test_connection', array( __CLASS__, 'test_connection' ) );
	}

	public static function menu() {
		add_options_page( 'Ringwell Sync', 'Ringwell Sync', 'manage_options', 'rws', array( __CLASS__, 'render' ) );
	}

	public static function register() {
		register_setting( 'rws', self::OPTION, array( __CLASS__, 'sanitize' ) );
	}

	public static function sanitize( $in ) {
		return array(
			'api_base'     => esc_url_raw( $in['api_base'] ),
			'api_key'      => sanitize_text_field( $in['api_key'] ),
			'acting_email' => sanitize_email( $in['acting_email'] ),
			'list_id'      => absint( $in['list_id'] ),
		);
	}

	public static function render() {
		$o = self::get();
		?>
		<div class="wrap">
			<h1>Ringwell Sync</h1>
			<?php if ( get_option( 'rws_paused' ) ) : ?>
				<div class="notice notice-error"><p>Paused: <?php echo esc_html( get_option( 'rws_last_error' ) ); ?></p></div>
			<?php endif; ?>
			<form method="post" action="options.php">
				<?php settings_fields( 'rws' ); ?>
				<table class="form-table">
					<tr><th>API base URL</th><td><input class="regular-text" name="rws_settings[api_base]" value="<?php echo esc_attr( $o['api_base'] ); ?>"></td></tr>
					<tr><th>API key</th><td><input class="regular-text" type="password" name="rws_settings[api_key]" value="<?php echo esc_attr( $o['api_key'] ); ?>" placeholder="your-api-key-here"></td></tr>
					<tr><th>Acting user email</th><td><input class="regular-text" name="rws_settings[acting_email]" value="<?php echo esc_attr( $o['acting_email'] ); ?>"></td></tr>
					<tr><th>Call list ID</th><td><input type="number" name="rws_settings[list_id]" value="<?php echo (int) $o['list_id']; ?>"></td></tr>
				</table>
				<?php submit_button(); ?>
			</form>
		</div>
		<?php
	}
}

RWS_Settings::init();
