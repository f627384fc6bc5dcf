# frozen_string_literal: true

require "rails_helper"

RSpec.describe RingForge::LegacyHttp do
  subject(:http) { described_class.new(api_key: "legacy-test-key", user_id: "auth0|abc123", base: base) }

  let(:base) { "https://api.ringforge.test/api/public/v1" }

  before { allow(http).to receive(:sleep) }

  it "sends the key and the acting user id" do
    stub_request(:get, "#{base}/contact-lists/cl_9")
      .with(headers: { "X-Api-Key" => "legacy-test-key", "X-User-Id" => "auth0|abc123" })
      .to_return(status: 200, body: { id: "cl_9", contact_count: 12 }.to_json)

    expect(http.fetch_list("cl_9")["contact_count"]).to eq(12)
  end

  it "retries a bad gateway twice before giving up" do
    stub = stub_request(:get, "#{base}/contact-lists/cl_1").to_return(status: 502)

    expect { http.fetch_list("cl_1") }.to raise_error(RingForge::IdentityProviderUnavailable)
    expect(stub).to have_been_requested.times(3)
  end

  it "surfaces the error message from the body" do
    stub_request(:delete, "#{base}/contact-lists/cl_1/contacts/%2B15125550100")
      .to_return(status: 400, body: { error: "x-user-id header is required" }.to_json)

    expect { http.purge_contact("cl_1", "+15125550100") }
      .to raise_error(RingForge::Error, "x-user-id header is required")
  end
end
