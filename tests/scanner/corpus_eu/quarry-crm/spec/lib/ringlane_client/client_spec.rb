# frozen_string_literal: true

require "rails_helper"

RSpec.describe RinglaneClient::Client do
  let(:base) { "https://ringlane.test/api/public/v1" }
  let(:config) do
    RinglaneClient::Configuration.new.tap do |c|
      c.base_url = base
      c.api_key = "test-key"
      c.max_retries = 0
    end
  end
  subject(:client) { described_class.new(config) }

  describe "#contact_lists" do
    it "sends the workspace key and the acting rep" do
      stub = stub_request(:get, "#{base}/contact-lists")
             .with(headers: { "x-api-key" => "test-key", "x-user-email" => "ana@quarrystone.com" })
             .to_return(status: 200, body: '{"items":[]}')

      client.contact_lists(acting_as: "ana@quarrystone.com")
      expect(stub).to have_been_requested
    end

    it "uses the IdP id when no email is given" do
      stub = stub_request(:get, "#{base}/contact-lists")
             .with(headers: { "x-user-id" => "00u1a2b3c4" })
             .to_return(status: 200, body: "{}")

      client.contact_lists(acting_as: "00u1a2b3c4")
      expect(stub).to have_been_requested
    end
  end

  describe "#add_contacts" do
    it "posts phones to the list" do
      stub_request(:post, "#{base}/contact-lists/42/contacts")
        .to_return(status: 201, body: '{"added":2}')

      expect(client.add_contacts(42, ["+15550100", "+15550101"], acting_as: "ana@quarrystone.com"))
        .to eq("added" => 2)
    end
  end

  describe "error mapping" do
    it "raises UserNotFound on a 404 user not found" do
      stub_request(:get, "#{base}/contact-lists")
        .to_return(status: 404, body: '{"error":"user not found"}')

      expect { client.contact_lists(acting_as: "ghost@quarrystone.com") }
        .to raise_error(RinglaneClient::UserNotFound)
    end

    it "raises ApiDisabled on 503" do
      stub_request(:get, "#{base}/contact-lists/7").to_return(status: 503, body: '{"error":"API disabled"}')

      expect { client.contact_list(7, acting_as: "ana@quarrystone.com") }
        .to raise_error(RinglaneClient::ApiDisabled)
    end

    it "exposes field errors from details" do
      stub_request(:post, "#{base}/contact-lists")
        .to_return(status: 422, body: '{"error":"invalid","details":[{"path":"name","message":"is blank"}]}')

      expect { client.create_contact_list(name: "", acting_as: "ana@quarrystone.com") }
        .to raise_error(RinglaneClient::Error) { |e| expect(e.field_errors).to eq(["name: is blank"]) }
    end
  end
end
