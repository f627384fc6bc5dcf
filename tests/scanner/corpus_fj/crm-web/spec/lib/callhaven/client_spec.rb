# frozen_string_literal: true

require "rails_helper"

RSpec.describe Callhaven::Client do
  let(:base) { "https://api.callhaven.com/api/public/v1" }
  let(:config) do
    Callhaven::Configuration.new.tap do |c|
      c.base_url = base
      c.api_key = "test-key"
    end
  end
  subject(:client) { described_class.new(config, acting_as: "rep@acme.test") }

  describe "#contact_lists" do
    it "sends the key and acting user" do
      stub = stub_request(:get, "#{base}/contact-lists")
             .with(query: { page: 1, per_page: 50 },
                   headers: { "X-Api-Key" => "test-key", "X-User-Email" => "rep@acme.test" })
             .to_return(status: 200, body: { data: [] }.to_json, headers: { "Content-Type" => "application/json" })

      client.contact_lists
      expect(stub).to have_been_requested
    end
  end

  describe "#add_contacts" do
    it "raises UserNotFoundError on a 404 user not found" do
      stub_request(:post, "#{base}/contact-lists/cl_1/contacts")
        .to_return(status: 404, body: { error: "user not found", details: [] }.to_json,
                   headers: { "Content-Type" => "application/json" })

      expect { client.add_contacts("cl_1", ["+15551230000"]) }.to raise_error(Callhaven::UserNotFoundError)
    end

    it "exposes field errors from details" do
      stub_request(:post, "#{base}/contact-lists/cl_2/contacts")
        .to_return(status: 400, body: { error: "invalid request", details: [{ path: "contacts[0].phone", message: "is invalid" }] }.to_json,
                   headers: { "Content-Type" => "application/json" })

      expect { client.add_contacts("cl_2", ["nope"]) }
        .to raise_error(Callhaven::MissingUserError) { |e| expect(e.field_errors).to eq(["contacts[0].phone: is invalid"]) }
    end
  end

  describe "when the API is disabled (503)" do
    it "raises ApiDisabledError" do
      stub_request(:delete, "#{base}/contact-lists/cl_9").to_return(status: 503, body: '{"error":"API disabled"}')

      expect { client.delete_contact_list("cl_9") }.to raise_error(Callhaven::ApiDisabledError)
    end
  end

  describe "listing a single list", vcr: { cassette_name: "callhaven/contact_lists_show" } do
    it "returns the list" do
      config.api_key = ENV.fetch("CALLHAVEN_API_KEY", "test-key")
      expect(client.contact_list("cl_7Hq2")["name"]).to eq("Q3 renewals")
    end
  end
end
