# frozen_string_literal: true

require "spec_helper"

RSpec.describe Voxmint::Client do
  subject(:client) { described_class.new(api_key: "test-key", acting_user: "rep@fernbrook.example") }

  let(:lists_url) { "https://api.voxmint.com/api/public/v1/contact-lists?page=1" }

  it "sends the shared key and acting user" do
    stub = stub_request(:get, lists_url)
           .with(headers: { "x-api-key" => "test-key", "x-user-email" => "rep@fernbrook.example" })
           .to_return(status: 200, body: '{"data":[]}')
    client.contact_lists
    expect(stub).to have_been_requested
  end

  it "raises UserNotFound on 404 for unknown rep" do
    stub_request(:get, lists_url).to_return(status: 404, body: '{"error":"user not found","details":[]}')
    expect { client.contact_lists }.to raise_error(Voxmint::UserNotFound)
  end

  it "retries a 502 then succeeds" do
    stub_request(:get, lists_url)
      .to_return({ status: 502, body: '{"error":"identity provider unreachable"}' }, { status: 200, body: "{}" })
    allow(client).to receive(:sleep)
    expect(client.contact_lists).to eq({})
  end

  it "appends contacts" do
    stub_request(:post, "https://api.voxmint.com/api/public/v1/contact-lists/42/contacts")
      .with(body: { contacts: [{ phone: "+15551234567" }] }.to_json)
      .to_return(status: 201, body: "{}")
    client.append_contacts(42, ["+15551234567"])
  end
end
