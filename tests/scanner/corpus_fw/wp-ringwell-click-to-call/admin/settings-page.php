<?php
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}
?>
<div class="wrap">
	<h1><?php esc_html_e( 'Ringwell settings', 'hp-ringwell' ); ?></h1>
	<form method="post" action="options.php">
		<?php settings_fields( HP_Ringwell_Settings::OPTION_GROUP ); ?>
		<table class="form-table">
			<tr>
				<th scope="row"><label for="hp_ringwell_endpoint"><?php esc_html_e( 'API endpoint', 'hp-ringwell' ); ?></label></th>
				<td><input type="url" class="regular-text" id="hp_ringwell_endpoint" name="hp_ringwell_endpoint" value="<?php echo esc_attr( HP_Ringwell_Settings::endpoint() ); ?>" /></td>
			</tr>
			<tr>
				<th scope="row"><label for="hp_ringwell_api_key"><?php esc_html_e( 'API key', 'hp-ringwell' ); ?></label></th>
				<td><input type="password" class="regular-text" id="hp_ringwell_api_key" name="hp_ringwell_api_key" value="<?php echo esc_attr( get_option( 'hp_ringwell_api_key' ) ); ?>" placeholder="your-api-key-here" /></td>
			</tr>
			<tr>
				<th scope="row"><label for="hp_ringwell_user_email"><?php esc_html_e( 'Act as (Ringwell login email)', 'hp-ringwell' ); ?></label></th>
				<td><input type="email" class="regular-text" id="hp_ringwell_user_email" name="hp_ringwell_user_email" value="<?php echo esc_attr( get_option( 'hp_ringwell_user_email' ) ); ?>" /></td>
			</tr>
		</table>
		<?php submit_button(); ?>
	</form>
</div>
