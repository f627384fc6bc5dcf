<?php
/**
 * @group dialpoint
 */
class Test_BW_DialPoint extends WP_UnitTestCase {

	private $captured = array();

	public function set_up() {
		parent::set_up();
		update_option( BW_Settings::OPTION, array( 'api_key' => 'test', 'agent_email' => 'a@b.test', 'list_id' => 'cl_42' ) );
		add_filter( 'pre_http_request', array( $this, 'fake_http' ), 10, 3 );
	}

	public function fake_http( $pre, $args, $url ) {
		$this->captured[] = compact( 'args', 'url' );
		return array(
			'headers'  => array(),
			'body'     => wp_json_encode( array( 'error' => 'user not found' ) ),
			'response' => array( 'code' => 404, 'message' => 'Not Found' ),
			'cookies'  => array(),
		);
	}

	public function test_unknown_agent_returns_specific_error() {
		$result = BW_DialPoint::instance()->add_callback_lead( '+15555550100', 'Ann', 7 );

		$this->assertWPError( $result );
		$this->assertSame( 'bw_dialer_agent', $result->get_error_code() );
		$this->assertStringEndsWith( '/contact-lists/cl_42/contacts', $this->captured[0]['url'] );
	}

	public function test_502_sets_retry_transient() {
		$this->markTestIncomplete( 'TODO' );
	}
}
