# frozen_string_literal: true

require "rails_helper"

RSpec.describe Callrift::Client do
  let(:base) { "http://callrift.test/api/public/v1" }
  let(:client) { described_class.new(acting_user_email: "rep@leadforge.io") }

  before do
    Callrift.config.base_url = base
    Callrift.config.api_key = "test-key"
  end

  it "lists contact lists with the shared key and acting user" do
    stub = stub_request(:get, "#{base}/contact-lists").with(query: hash_including("page" => "1"))
      .with(headers: { "x-api-key" => "test-key", "x-user-email" => "rep@leadforge.io" })
      .to_return(status: 200, body: { data: [] }.to_json, headers: { "Content-Type" => "application/json" })

    client.contact_lists
    expect(stub).to have_been_requested
  end

  it "raises UserNotFound on 404 user not found" do
    stub_request(:get, "#{base}/contact-lists/42")
      .to_return(status: 404, body: { error: "user not found" }.to_json, headers: { "Content-Type" => "application/json" })

    expect { client.contact_list(42) }.to raise_error(Callrift::UserNotFound)
  end

  it "raises ApiDisabled on 503" do
    stub_request(:get, "#{base}/contact-lists/7")
      .to_return(status: 503, body: { error: "API disabled on the server" }.to_json, headers: { "Content-Type" => "application/json" })

    expect { client.contact_list(7) }.to raise_error(Callrift::ApiDisabled)
  end
end
