<?php

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

class HP_C2C_Form {

	public static function init() {
		add_shortcode( 'hp_callback_form', array( __CLASS__, 'shortcode' ) );
		add_action( 'admin_post_nopriv_hp_c2c_submit', array( __CLASS__, 'submit' ) );
		add_action( 'admin_post_hp_c2c_submit', array( __CLASS__, 'submit' ) );
		add_action( 'hp_c2c_retry', array( __CLASS__, 'retry' ), 10, 3 );
	}

	public static function shortcode() {
		ob_start();
		?>
		<form class="hp-c2c" method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
			<input type="hidden" name="action" value="hp_c2c_submit">
			<?php wp_nonce_field( 'hp_c2c' ); ?>
			<input name="name" placeholder="<?php esc_attr_e( 'Your name', 'hp-click2call' ); ?>">
			<input name="phone" type="tel" required placeholder="+1 555 555 0100">
			<button type="submit"><?php esc_html_e( 'Call me back', 'hp-click2call' ); ?></button>
		</form>
		<?php
		return ob_get_clean();
	}

	public static function submit() {
		check_admin_referer( 'hp_c2c' );
		$opts  = get_option( 'hp_c2c_settings', array() );
		$phone = preg_replace( '/[^0-9+]/', '', wp_unslash( $_POST['phone'] ?? '' ) );
		$name  = sanitize_text_field( wp_unslash( $_POST['name'] ?? '' ) );

		$result = ( new HP_C2C_Api() )->add_callback_request( $opts['list_id'] ?? '', $phone, $name );

		$target = wp_get_referer() ?: home_url();
		wp_safe_redirect( add_query_arg( 'c2c', is_wp_error( $result ) ? 'error' : 'ok', $target ) );
		exit;
	}

	public static function retry( $list_id, $phone, $name ) {
		( new HP_C2C_Api() )->add_callback_request( $list_id, $phone, $name );
	}
}
