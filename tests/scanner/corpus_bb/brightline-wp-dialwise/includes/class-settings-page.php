<?php

defined( 'ABSPATH' ) || exit;

class BL_Dialwise_Settings_Page {

	public static function init() {
		add_action( 'admin_menu', array( __CLASS__, 'menu' ) );
		add_action( 'admin_init', array( __CLASS__, 'register' ) );
	}

	public static function menu() {
		add_options_page( 'Dialwise', 'Dialwise', 'manage_options', 'bl-dialwise', array( __CLASS__, 'render' ) );
	}

	public static function register() {
		register_setting( 'bl_dialwise', 'bl_dialwise', array( 'sanitize_callback' => array( __CLASS__, 'sanitize' ) ) );
	}

	public static function sanitize( $input ) {
		return array(
			'base_url'    => esc_url_raw( $input['base_url'] ?? '' ),
			'api_key'     => sanitize_text_field( $input['api_key'] ?? '' ),
			'acting_user' => sanitize_email( $input['acting_user'] ?? '' ),
			'list_id'     => sanitize_text_field( $input['list_id'] ?? '' ),
		);
	}

	public static function render() {
		$o = get_option( 'bl_dialwise', array() );
		$lists = ( new BL_Dialwise_API() )->get_lists();
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Dialwise settings', 'brightline-dialwise' ); ?></h1>
			<form method="post" action="options.php">
				<?php settings_fields( 'bl_dialwise' ); ?>
				<table class="form-table">
					<tr><th>API base URL</th><td><input type="url" class="regular-text" name="bl_dialwise[base_url]" value="<?php echo esc_attr( $o['base_url'] ?? '' ); ?>" placeholder="https://api.dialwise.com/api/public/v1"></td></tr>
					<tr><th>API key</th><td><input type="password" class="regular-text" name="bl_dialwise[api_key]" value="<?php echo esc_attr( $o['api_key'] ?? '' ); ?>"></td></tr>
					<tr><th>Acting user email</th><td><input type="email" name="bl_dialwise[acting_user]" value="<?php echo esc_attr( $o['acting_user'] ?? '' ); ?>"></td></tr>
					<tr><th>Call list</th><td>
						<select name="bl_dialwise[list_id]">
						<?php foreach ( $lists as $l ) : ?>
							<option value="<?php echo esc_attr( $l['id'] ); ?>" <?php selected( $o['list_id'] ?? '', $l['id'] ); ?>><?php echo esc_html( $l['name'] ); ?></option>
						<?php endforeach; ?>
						</select>
					</td></tr>
				</table>
				<?php submit_button(); ?>
			</form>
		</div>
		<?php
	}
}
