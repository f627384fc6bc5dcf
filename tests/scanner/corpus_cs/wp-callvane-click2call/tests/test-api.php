<?php

class Test_HP_C2C_Api extends WP_UnitTestCase {

	private $requests = array();

	public function set_up() {
		parent::set_up();
		update_option(
			'hp_c2c_settings',
			array(
				'api_key'  => 'dw_7Hq2ZsLkP0aN4mYt8RcV3xBe',
				'agent_id' => 'auth0|6512aa9f0c1d',
				'list_id'  => 'cl_web_callbacks',
			)
		);
		add_filter( 'pre_http_request', array( $this, 'intercept' ), 10, 3 );
	}

	public function intercept( $pre, $args, $url ) {
		$this->requests[] = compact( 'args', 'url' );

		if ( false !== strpos( $url, 'cl_gone' ) ) {
			return array(
				'response' => array( 'code' => 404 ),
				'body'     => '{"error":"contact list not found"}',
			);
		}

		return array(
			'response' => array( 'code' => 201 ),
			'body'     => '{"added":1}',
		);
	}

	public function test_posts_to_contacts_endpoint() {
		$this->assertTrue( ( new HP_C2C_Api() )->add_callback_request( 'cl_web_callbacks', '+15555550123' ) );
		$this->assertSame( 'https://api.callvane.io/api/public/v1/contact-lists/cl_web_callbacks/contacts', $this->requests[0]['url'] );
	}

	public function test_missing_list_returns_wp_error() {
		$result = ( new HP_C2C_Api() )->add_callback_request( 'cl_gone', '+15555550123' );
		$this->assertWPError( $result );
		$this->assertSame( 'contact list not found', $result->get_error_message() );
	}
}
