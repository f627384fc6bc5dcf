<?php
defined( 'ABSPATH' ) || exit;

add_action(
	'admin_menu',
	function () {
		add_options_page( 'Ringlane Callback', 'Ringlane Callback', 'manage_options', 'ringlane-callback', 'ringlane_cb_render_settings' );
	}
);

add_action(
	'admin_init',
	function () {
		register_setting( 'ringlane_cb', 'ringlane_cb_settings' );
	}
);

function ringlane_cb_render_settings() {
	$s = get_option( 'ringlane_cb_settings', array() );
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Ringlane Callback', 'ringlane-callback' ); ?></h1>
		<form method="post" action="options.php">
			<?php settings_fields( 'ringlane_cb' ); ?>
			<table class="form-table">
				<tr>
					<th><label for="rl-key"><?php esc_html_e( 'API key', 'ringlane-callback' ); ?></label></th>
					<td><input id="rl-key" type="password" name="ringlane_cb_settings[api_key]" value="<?php echo esc_attr( $s['api_key'] ?? '' ); ?>" placeholder="your-api-key-here" class="regular-text" /></td>
				</tr>
				<tr>
					<th><label for="rl-user"><?php esc_html_e( 'Acting user email', 'ringlane-callback' ); ?></label></th>
					<td><input id="rl-user" type="email" name="ringlane_cb_settings[user_email]" value="<?php echo esc_attr( $s['user_email'] ?? '' ); ?>" class="regular-text" /></td>
				</tr>
				<tr>
					<th><label for="rl-list"><?php esc_html_e( 'Calling list ID', 'ringlane-callback' ); ?></label></th>
					<td><input id="rl-list" type="text" name="ringlane_cb_settings[list_id]" value="<?php echo esc_attr( $s['list_id'] ?? '' ); ?>" /></td>
				</tr>
			</table>
			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}
