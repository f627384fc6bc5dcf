# frozen_string_literal: true

require "rails_helper"

RSpec.describe Dialwise::Client do
  let(:user) { build_stubbed(:user, email: "rep@acme-test.io") }
  let(:config) do
    ActiveSupport::OrderedOptions.new.merge!(
      base_url: "https://api.dialwise.com/api/public/v1/",
      api_key: "dw_test_9fK2mQx7LpR4vT8nZ3cW",
      timeout: 5
    )
  end
  subject(:client) { described_class.new(acting_user: user, config: config) }

  it "sends the key and acting user" do
    stub = stub_request(:get, "https://api.dialwise.com/api/public/v1/contact-lists")
      .with(headers: { "X-Api-Key" => "dw_test_9fK2mQx7LpR4vT8nZ3cW", "X-User-Email" => "rep@acme-test.io" })
      .to_return(status: 200, body: "[]")

    client.contact_lists
    expect(stub).to have_been_requested
  end

  it "maps a 404 user not found to UnknownUserError" do
    stub_request(:get, %r{contact-lists$}).to_return(status: 404, body: { error: "user not found" }.to_json)
    expect { client.contact_lists }.to raise_error(Dialwise::UnknownUserError)
  end

  it "raises ServiceDisabled on 503" do
    stub_request(:get, %r{contact-lists$}).to_return(status: 503, body: { error: "API disabled on the server" }.to_json)
    expect { client.contact_lists }.to raise_error(Dialwise::ServiceDisabled)
  end
end
