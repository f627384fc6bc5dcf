# frozen_string_literal: true

RINGWELL_TEST_KEY = "rw_T3stK3yqN0tR3al9aQ2mZ7xW4"

module RingwellStubs
  BASE = "https://api.ringwell.io/api/public/v1"

  def stub_ringwell_list_create(id: "cl_123")
    stub_request(:post, "#{BASE}/contact-lists")
      .with(headers: { "x-api-key" => RINGWELL_TEST_KEY, "X-User-Email" => "ops@northpeaksolar.com" })
      .to_return(status: 201, body: { id: id }.to_json, headers: { "Content-Type" => "application/json" })
  end

  def stub_ringwell_user_not_found
    stub_request(:any, /api\.ringwell\.io/)
      .to_return(status: 404, body: { error: "user not found", details: [] }.to_json)
  end
end

RSpec.configure do |config|
  config.include RingwellStubs
end
