# frozen_string_literal: true

require "rails_helper"

RSpec.describe Callbeam::Client do
  let(:base) { "https://api.callbeam.test/api/public/v1" }
  let(:client) { described_class.new(api_key: "test-key", acting_user: "rep@harborlightsolar.com", base_url: base) }

  describe "#contact_lists.all" do
    it "sends the key and acting user" do
      stub = stub_request(:get, "#{base}/contact-lists?page=1")
             .with(headers: { "X-Api-Key" => "test-key", "X-User-Email" => "rep@harborlightsolar.com" })
             .to_return(status: 200, body: { data: [] }.to_json, headers: { "Content-Type" => "application/json" })

      client.contact_lists.all
      expect(stub).to have_been_requested
    end
  end

  describe "error mapping" do
    it "raises UserNotFound on a 404 for an unknown rep" do
      stub_request(:post, "#{base}/contact-lists")
        .to_return(status: 404, body: { error: "user not found" }.to_json,
                   headers: { "Content-Type" => "application/json" })

      expect { client.contact_lists.create(name: "x", owner_email: "ghost@x.com") }
        .to raise_error(Callbeam::UserNotFound)
    end

    it "raises ApiDisabled on 503" do
      stub_request(:get, "#{base}/contact-lists/42")
        .to_return(status: 503, body: { error: "API disabled on the server" }.to_json,
                   headers: { "Content-Type" => "application/json" })

      expect { client.contact_lists.find(42) }.to raise_error(Callbeam::ApiDisabled)
    end

    it "exposes field details on 422" do
      stub_request(:post, "#{base}/contact-lists/42/contacts")
        .to_return(status: 422,
                   body: { error: "invalid contacts", details: [{ path: "contacts[0].phone", message: "not E.164" }] }.to_json,
                   headers: { "Content-Type" => "application/json" })

      expect { client.contact_lists.append(42, [build_stubbed(:lead, phone_e164: "555")]) }
        .to raise_error(Callbeam::Error) { |e| expect(e.field_errors).to eq(["contacts[0].phone: not E.164"]) }
    end
  end
end
