<?php

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

class HP_C2C_Settings {

	public static function init() {
		add_action( 'admin_menu', array( __CLASS__, 'menu' ) );
		add_action( 'admin_init', array( __CLASS__, 'register' ) );
	}

	public static function menu() {
		add_options_page( 'Click-to-Call', 'Click-to-Call', 'manage_options', 'hp-c2c', array( __CLASS__, 'render' ) );
	}

	public static function register() {
		register_setting( 'hp_c2c', 'hp_c2c_settings', array( __CLASS__, 'sanitize' ) );
	}

	public static function sanitize( $input ) {
		return array(
			'api_key'        => sanitize_text_field( $input['api_key'] ?? '' ),
			'agent_id'       => sanitize_text_field( $input['agent_id'] ?? '' ),
			'list_id'        => sanitize_text_field( $input['list_id'] ?? '' ),
			'webhook_secret' => sanitize_text_field( $input['webhook_secret'] ?? '' ),
		);
	}

	public static function render() {
		$o = get_option( 'hp_c2c_settings', array() );
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Click-to-Call settings', 'hp-click2call' ); ?></h1>
			<form method="post" action="options.php">
				<?php settings_fields( 'hp_c2c' ); ?>
				<table class="form-table">
					<tr>
						<th><label for="hp_c2c_key">API key</label></th>
						<td><input id="hp_c2c_key" type="password" class="regular-text" name="hp_c2c_settings[api_key]" placeholder="your-api-key-here" value="<?php echo esc_attr( $o['api_key'] ?? '' ); ?>"></td>
					</tr>
					<tr>
						<th><label for="hp_c2c_agent">Agent user ID</label></th>
						<td><input id="hp_c2c_agent" class="regular-text" name="hp_c2c_settings[agent_id]" value="<?php echo esc_attr( $o['agent_id'] ?? '' ); ?>"></td>
					</tr>
					<tr>
						<th><label for="hp_c2c_list">Contact list</label></th>
						<td><input id="hp_c2c_list" class="regular-text" name="hp_c2c_settings[list_id]" value="<?php echo esc_attr( $o['list_id'] ?? '' ); ?>"></td>
					</tr>
				</table>
				<?php submit_button(); ?>
			</form>
		</div>
		<?php
	}
}
