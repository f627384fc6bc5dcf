<?php
defined( 'ABSPATH' ) || exit;
$opts = wp_parse_args( get_option( BW_Settings::OPTION, array() ), BW_Settings::defaults() );
?>
<div class="wrap">
	<h1><?php esc_html_e( 'Call-Me-Back (DialPoint)', 'bw-dialer' ); ?></h1>
	<form method="post" action="options.php">
		<?php settings_fields( 'bw_dialer' ); ?>
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><label for="bw-host">DialPoint host</label></th>
				<td><input id="bw-host" name="<?php echo esc_attr( BW_Settings::OPTION ); ?>[host]" value="<?php echo esc_attr( $opts['host'] ); ?>" class="regular-text" /></td>
			</tr>
			<tr>
				<th scope="row"><label for="bw-key">API key</label></th>
				<td><input id="bw-key" type="password" name="<?php echo esc_attr( BW_Settings::OPTION ); ?>[api_key]" value="<?php echo esc_attr( $opts['api_key'] ); ?>" class="regular-text" placeholder="your-api-key-here" /></td>
			</tr>
			<tr>
				<th scope="row"><label for="bw-email">Agent email</label></th>
				<td><input id="bw-email" name="<?php echo esc_attr( BW_Settings::OPTION ); ?>[agent_email]" value="<?php echo esc_attr( $opts['agent_email'] ); ?>" class="regular-text" /></td>
			</tr>
			<tr>
				<th scope="row"><label for="bw-list">Contact list</label></th>
				<td>
					<select id="bw-list" name="<?php echo esc_attr( BW_Settings::OPTION ); ?>[list_id]">
						<?php foreach ( BW_DialPoint::instance()->lists() as $list ) : ?>
							<option value="<?php echo esc_attr( $list['id'] ); ?>" <?php selected( $opts['list_id'], $list['id'] ); ?>><?php echo esc_html( $list['name'] ); ?></option>
						<?php endforeach; ?>
					</select>
				</td>
			</tr>
			<tr>
				<th scope="row"><label for="bw-secret">Webhook secret</label></th>
				<td><input id="bw-secret" type="password" name="<?php echo esc_attr( BW_Settings::OPTION ); ?>[webhook_secret]" value="<?php echo esc_attr( $opts['webhook_secret'] ); ?>" class="regular-text" /></td>
			</tr>
		</table>
		<?php submit_button(); ?>
	</form>
</div>
