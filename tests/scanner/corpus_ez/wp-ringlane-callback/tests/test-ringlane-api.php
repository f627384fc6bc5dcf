<?php
/**
 * @group ringlane
 */
class Test_Ringlane_Api extends WP_UnitTestCase {

	private $last_request;

	public function set_up() {
		parent::set_up();
		update_option( 'ringlane_cb_settings', array( 'api_key' => 'rl_Xk29aPq7LmN4vB8tW3zR6yHd', 'user_email' => 'owner@example.org', 'list_id' => 'lst_7' ) );
		add_filter( 'pre_http_request', array( $this, 'fake_http' ), 10, 3 );
	}

	public function fake_http( $pre, $args, $url ) {
		$this->last_request = compact( 'args', 'url' );
		return array(
			'response' => array( 'code' => 503 ),
			'body'     => '{"error":"API disabled on the server"}',
		);
	}

	public function test_disabled_api_returns_wp_error() {
		$result = ( new Ringlane_Api() )->add_to_list( '+15555550123' );
		$this->assertWPError( $result );
		$this->assertSame( 'ringlane_disabled', $result->get_error_code() );
		$this->assertStringEndsWith( '/contact-lists/lst_7/contacts', $this->last_request['url'] );
		$this->assertSame( 'owner@example.org', $this->last_request['args']['headers']['x-user-email'] );
	}
}
