<?php

add_action( 'admin_menu', function () {
	add_options_page( 'Ringwell Callback', 'Ringwell Callback', 'manage_options', 'rwcb', 'rwcb_settings_page' );
} );

add_action( 'admin_init', function () {
	foreach ( array( 'rwcb_api_key', 'rwcb_acting_email', 'rwcb_list_id', 'rwcb_webhook_secret', 'rwcb_relay_key' ) as $opt ) {
		register_setting( 'rwcb', $opt, array( 'sanitize_callback' => 'sanitize_text_field' ) );
	}
} );

function rwcb_settings_page() {
	$lists = RWCB_Api::fetch_lists();
	?>
	<div class="wrap">
		<h1>Ringwell Callback Form</h1>
		<?php if ( get_option( 'rwcb_api_disabled' ) ) : ?>
			<div class="notice notice-error"><p>Ringwell reported that API access is disabled for your account. Contact Ringwell support.</p></div>
		<?php endif; ?>
		<form method="post" action="options.php">
			<?php settings_fields( 'rwcb' ); ?>
			<table class="form-table">
				<tr><th>API key</th><td><input type="password" name="rwcb_api_key" value="<?php echo esc_attr( get_option( 'rwcb_api_key' ) ); ?>" class="regular-text" placeholder="your-api-key-here" /></td></tr>
				<tr><th>Acting user email</th><td><input type="email" name="rwcb_acting_email" value="<?php echo esc_attr( get_option( 'rwcb_acting_email' ) ); ?>" class="regular-text" /></td></tr>
				<tr><th>Contact list</th><td><select name="rwcb_list_id">
					<?php foreach ( (array) $lists as $l ) : ?>
						<option value="<?php echo esc_attr( $l['id'] ); ?>" <?php selected( get_option( 'rwcb_list_id' ), $l['id'] ); ?>><?php echo esc_html( $l['name'] ); ?></option>
					<?php endforeach; ?>
				</select></td></tr>
				<tr><th>Webhook secret</th><td><input type="password" name="rwcb_webhook_secret" value="<?php echo esc_attr( get_option( 'rwcb_webhook_secret' ) ); ?>" class="regular-text" /></td></tr>
				<tr><th>Mail relay key</th><td><input type="password" name="rwcb_relay_key" value="<?php echo esc_attr( get_option( 'rwcb_relay_key' ) ); ?>" class="regular-text" /></td></tr>
			</table>
			<?php submit_button(); ?>
		</form>
	</div>
	<?php
}
