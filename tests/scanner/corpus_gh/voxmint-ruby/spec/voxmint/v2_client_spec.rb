# frozen_string_literal: true

require "spec_helper"
require "voxmint/v2/client"

RSpec.describe Voxmint::V2::Client do
  subject(:client) { described_class.new(token: "vmk_test_0f8e2b1c-9a7d-4c3e-b5f6-1d2e3f4a5b6c.dummysecret") }

  it "sends a bearer token" do
    stub_request(:get, "https://api.voxmint.com/api/public/v2/audiences")
      .with(headers: { "Authorization" => /\ABearer vmk_test_/ })
      .to_return(status: 200, body: '{"data":[],"next_cursor":null}')
    expect(client.audiences["data"]).to eq([])
  end

  it "exposes error.code on 503" do
    stub_request(:get, "https://api.voxmint.com/api/public/v2/audiences")
      .to_return(status: 503, body: '{"error":{"code":"upstream_unavailable","message":"try later"}}')
    expect { client.audiences }.to raise_error { |e| expect(client.retryable?(e)).to be(true) }
  end
end
