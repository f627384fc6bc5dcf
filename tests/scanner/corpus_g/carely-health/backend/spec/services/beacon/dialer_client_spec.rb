# frozen_string_literal: true

require "rails_helper"

RSpec.describe Beacon::DialerClient do
  let(:base) { "https://beacon.test/api/public/v1" }
  let(:client) { described_class.new(scheduler_uid: "auth0|6543210fedcba") }
  let(:clinic) { build_stubbed(:clinic, slug: "eastside") }
  let(:patients) { build_stubbed_list(:patient, 2) }

  describe "#create_recall_list" do
    it "sends the X-API-KEY and X-User-Id headers" do
      stub = stub_request(:post, "#{base}/contact-lists")
        .with(headers: { "X-Api-Key" => "test", "X-User-Id" => "auth0|6543210fedcba" })
        .to_return(status: 201, body: { id: 42, name: "Recall", contactsCount: 2 }.to_json,
                   headers: { "Content-Type" => "application/json" })

      client.create_recall_list(name: "Recall", patients: patients, clinic: clinic)
      expect(stub).to have_been_requested
    end
  end

  describe "error handling" do
    it "raises UnknownScheduler when Beacon says user not found" do
      stub_request(:get, "#{base}/contact-lists/42")
        .to_return(status: 404, body: { error: "user not found" }.to_json, headers: { "Content-Type" => "application/json" })

      expect { client.list(42) }.to raise_error(Beacon::UnknownScheduler)
    end

    it "raises Disabled on 503" do
      stub_request(:get, "#{base}/contact-lists/42").to_return(status: 503, body: { error: "Public API disabled" }.to_json)
      expect { client.list(42) }.to raise_error(Beacon::Disabled)
    end
  end
end
