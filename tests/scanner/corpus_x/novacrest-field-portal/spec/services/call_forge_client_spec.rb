require "rails_helper"

RSpec.describe CallForge::Client do
  let(:config) do
    { base_url: "https://api.callforge.com/api/public/v1", api_key: "test-key-not-real",
      acting_user: "tech@novacrest.com", open_timeout: 1, read_timeout: 1 }
  end
  subject(:client) { described_class.new(config: config) }

  it "raises ApiDisabled on 503" do
    stub_request(:get, %r{callforge\.com/.*/contact-lists}).to_return(status: 503, body: { error: "API disabled" }.to_json)
    expect { client.contact_lists }.to raise_error(CallForge::ApiDisabled)
  end

  it "raises UserNotFound on a 404 user lookup" do
    stub_request(:post, %r{contact-lists$}).to_return(status: 404, body: { error: "user not found" }.to_json)
    expect { client.create_contact_list("Q3 solar leads") }.to raise_error(CallForge::UserNotFound)
  end
end
