<?php

class RWCB_Form {

	public static function register() {
		add_shortcode( 'ringwell_callback', array( __CLASS__, 'render' ) );
		add_action( 'admin_post_nopriv_rwcb_submit', array( __CLASS__, 'handle' ) );
		add_action( 'admin_post_rwcb_submit', array( __CLASS__, 'handle' ) );
	}

	public static function render() {
		ob_start();
		?>
		<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>" class="rwcb-form">
			<input type="hidden" name="action" value="rwcb_submit" />
			<?php wp_nonce_field( 'rwcb_submit', 'rwcb_nonce' ); ?>
			<label><?php esc_html_e( 'Name', 'ringwell-callback' ); ?> <input name="rwcb_name" required /></label>
			<label><?php esc_html_e( 'Phone', 'ringwell-callback' ); ?> <input name="rwcb_phone" type="tel" required /></label>
			<button type="submit"><?php esc_html_e( 'Call me back', 'ringwell-callback' ); ?></button>
		</form>
		<?php
		return ob_get_clean();
	}

	public static function handle() {
		check_admin_referer( 'rwcb_submit', 'rwcb_nonce' );
		$phone = sanitize_text_field( wp_unslash( $_POST['rwcb_phone'] ?? '' ) );
		$name  = sanitize_text_field( wp_unslash( $_POST['rwcb_name'] ?? '' ) );

		// Also notify the sales inbox through the agency's mail relay (AWS API Gateway).
		wp_remote_post(
			'https://mailrelay.bramble.digital/v1/send',
			array(
				'headers' => array(
					'x-api-key'    => get_option( 'rwcb_relay_key' ),
					'Content-Type' => 'application/json',
				),
				'body'    => wp_json_encode( array( 'to' => get_option( 'admin_email' ), 'subject' => 'Callback request', 'text' => "$name $phone" ) ),
			)
		);

		$result = RWCB_Api::add_contact( $phone, $name );
		$target = is_wp_error( $result ) ? add_query_arg( 'rwcb', 'error', wp_get_referer() ) : add_query_arg( 'rwcb', 'ok', wp_get_referer() );
		wp_safe_redirect( $target );
		exit;
	}
}
