require "rails_helper"

RSpec.describe Ringlane::Client do
  let(:base) { "https://api.ringlane.io/api/public/v1" }
  let(:config) do
    ActiveSupport::OrderedOptions.new.merge!(base_url: base, api_key: "test-key", acting_user: "bot@harborandpine.com")
  end
  subject(:client) { described_class.new(config) }

  it "lists contact lists with the shared key" do
    stub = stub_request(:get, "#{base}/contact-lists")
      .with(headers: { "X-API-KEY" => "test-key", "X-USER-EMAIL" => "bot@harborandpine.com" })
      .to_return(status: 200, body: { data: [{ id: "cl_1" }] }.to_json, headers: { "Content-Type" => "application/json" })

    expect(client.contact_lists).to eq([{ "id" => "cl_1" }])
    expect(stub).to have_been_requested
  end

  it "maps a 404 user not found" do
    stub_request(:post, "#{base}/contact-lists/cl_1/contacts")
      .to_return(status: 404, body: { error: "User not found", details: [] }.to_json, headers: { "Content-Type" => "application/json" })

    expect { client.add_contacts("cl_1", ["+15551230000"]) }.to raise_error(Ringlane::UserNotFound)
  end

  it "raises ApiDisabled on 503" do
    stub_request(:get, "#{base}/contact-lists").to_return(status: 503, body: { error: "API disabled" }.to_json, headers: { "Content-Type" => "application/json" })
    expect { client.contact_lists }.to raise_error(Ringlane::ApiDisabled)
  end
end
