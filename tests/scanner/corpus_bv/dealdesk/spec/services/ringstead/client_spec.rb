# frozen_string_literal: true

require "rails_helper"

RSpec.describe Ringstead::Client do
  let(:base) { "https://ringstead.test/api/public/v1" }
  subject(:client) { described_class.new(acting_email: "ae@quillmetric.com") }

  it "sends the shared key and the acting user" do
    stub = stub_request(:get, "#{base}/contact-lists")
           .with(headers: { "X-Api-Key" => "test-key", "X-User-Email" => "ae@quillmetric.com" })
           .to_return(status: 200, body: { data: [] }.to_json, headers: { "Content-Type" => "application/json" })
    expect(client.contact_lists).to eq([])
    expect(stub).to have_been_requested
  end

  it "raises UserNotProvisioned on 404 user not found" do
    stub_request(:post, "#{base}/contact-lists")
      .to_return(status: 404, body: { error: "user not found" }.to_json, headers: { "Content-Type" => "application/json" })
    expect { client.create_contact_list("x") }.to raise_error(Ringstead::UserNotProvisioned)
  end

  it "raises Disabled on 503" do
    stub_request(:get, "#{base}/calls/c_1")
      .to_return(status: 503, body: { error: "API disabled on the server" }.to_json, headers: { "Content-Type" => "application/json" })
    expect { client.call("c_1") }.to raise_error(Ringstead::Disabled)
  end
end
