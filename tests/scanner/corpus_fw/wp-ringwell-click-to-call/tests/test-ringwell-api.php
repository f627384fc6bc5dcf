<?php
/**
 * @group ringwell
 */
class Test_HP_Ringwell_Api extends WP_UnitTestCase {

	private $captured = array();

	public function set_up() {
		parent::set_up();
		update_option( 'hp_ringwell_endpoint', 'https://api.ringwell.com/api/public/v1' );
		update_option( 'hp_ringwell_api_key', 'rw_T4pW9nXc2Lk7Rb5Jq8Vs1Hm3' );
		update_option( 'hp_ringwell_user_email', 'web@harborpine.com' );
		$this->captured = array();
	}

	private function fake_response( $code, $body ) {
		add_filter( 'pre_http_request', function ( $pre, $args, $url ) use ( $code, $body ) {
			$this->captured[] = array( 'url' => $url, 'args' => $args );
			return array(
				'headers'  => array(),
				'body'     => wp_json_encode( $body ),
				'response' => array( 'code' => $code, 'message' => '' ),
				'cookies'  => array(),
			);
		}, 10, 3 );
	}

	public function test_add_to_list_hits_contacts_endpoint() {
		$this->fake_response( 201, array( 'added' => 1 ) );
		HP_Ringwell_Api::instance()->add_to_list( 'cl_9', array( '(555) 010-0199' ) );

		$this->assertSame( 'https://api.ringwell.com/api/public/v1/contact-lists/cl_9/contacts', $this->captured[0]['url'] );
		$this->assertSame( 'web@harborpine.com', $this->captured[0]['args']['headers']['X-User-Email'] );
	}

	public function test_user_not_found_maps_to_user_error() {
		$this->fake_response( 404, array( 'error' => 'User not found' ) );
		$result = HP_Ringwell_Api::instance()->get_lists();
		$this->assertSame( 'hp_ringwell_user', $result->get_error_code() );
	}

	public function test_503_maps_to_disabled() {
		$this->fake_response( 503, array( 'error' => 'Public API is disabled' ) );
		$result = HP_Ringwell_Api::instance()->get_lists();
		$this->assertSame( 'hp_ringwell_disabled', $result->get_error_code() );
	}
}
