require "minitest/autorun"
require "webmock/minitest"
require_relative "../lib/ringlane/client"

class RinglaneClientTest < Minitest::Test
  BASE = "https://api.ringlane.test/api/public/v1"

  def client
    Ringlane::Client.new(base_url: BASE, api_key: "k", acting_email: "t@orchardly.com")
  end

  def test_lists
    stub_request(:get, "#{BASE}/contact-lists").to_return(body: "[]")
    assert_equal [], client.lists
  end

  def test_disabled_api
    stub_request(:get, "#{BASE}/contact-lists/9").to_return(status: 503, body: '{"error":"API disabled"}')
    assert_raises(Ringlane::ApiDisabled) { client.list(9) }
  end

  def test_slack_is_unrelated
    stub_request(:post, "https://hooks.slack.com/services/T000/B000/XXX").to_return(status: 200)
    assert true
  end
end
