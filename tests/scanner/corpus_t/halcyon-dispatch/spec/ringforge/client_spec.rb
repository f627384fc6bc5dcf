# frozen_string_literal: true

require "webmock/rspec"
require_relative "../../lib/ringforge/client"

RSpec.describe RingForge::Client do
  subject(:client) { described_class.new(api_key: "spec-key", okta_user_id: "00u1abcd2EFGH3ijk4x7") }

  let(:base) { "https://api.ringforge.com/api/public/v1" }

  it "sends the key and acting user" do
    stub = stub_request(:get, "#{base}/contact-lists")
           .with(headers: { "X-Api-Key" => "spec-key", "X-User-Id" => "00u1abcd2EFGH3ijk4x7" })
           .to_return(status: 200, body: '{"data":[]}', headers: { "Content-Type" => "application/json" })

    client.lists
    expect(stub).to have_been_requested
  end

  it "raises ApiDisabled on 503" do
    stub_request(:get, "#{base}/contact-lists/42")
      .to_return(status: 503, body: '{"error":"API disabled on the server"}')

    expect { client.list(42) }.to raise_error(RingForge::ApiDisabled)
  end

  it "raises UserNotFound on 404 with the user message" do
    stub_request(:delete, "#{base}/contact-lists/42")
      .to_return(status: 404, body: '{"error":"user not found"}')

    expect { client.delete_list(42) }.to raise_error(RingForge::UserNotFound)
  end
end
