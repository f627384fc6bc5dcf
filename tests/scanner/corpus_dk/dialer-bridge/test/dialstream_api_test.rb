require "minitest/autorun"
require "webmock/minitest"
require_relative "../lib/dialer_bridge/dialstream_api"

class DialstreamApiTest < Minitest::Test
  BASE = "https://api.dialstream.io/api/public/v1"

  def api
    DialerBridge::DialstreamApi.new(base: BASE, key: "k_test", actor: "00uTEST")
  end

  def test_sends_key_and_actor
    stub_request(:get, "#{BASE}/contact-lists")
      .with(headers: { "X-API-Key" => "k_test", "X-User-Id" => "00uTEST" })
      .to_return(status: 200, body: '{"data":[]}')
    assert_equal({ "data" => [] }, api.lists)
  end

  def test_scrub_marks_vanished_lists_as_gone
    stub_request(:delete, "#{BASE}/contact-lists/cl_a/contacts/%2B15550100")
      .to_return(status: 204, body: "")
    stub_request(:delete, "#{BASE}/contact-lists/cl_b/contacts/%2B15550100")
      .to_return(status: 404, body: '{"error":"contact list not found"}')

    result = api.scrub_everywhere("+15550100", list_ids: %w[cl_a cl_b])
    assert_equal({ "cl_a" => :removed, "cl_b" => :gone }, result)
  end

  def test_retries_bad_gateway_then_gives_up
    DialerBridge::DialstreamApi.any_instance.stubs(:sleep) if defined?(Mocha)
    stub_request(:get, "#{BASE}/contact-lists/cl_x").to_return(status: 502, body: '{"error":"idp unreachable"}')
    err = assert_raises(DialerBridge::DialstreamError) { api.list("cl_x") }
    assert_equal 502, err.status
  end
end
