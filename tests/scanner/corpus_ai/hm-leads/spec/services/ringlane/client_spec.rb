# frozen_string_literal: true

require "rails_helper"

RSpec.describe Ringlane::Client do
  subject(:client) { described_class.new(config: config) }

  let(:config) do
    ActiveSupport::OrderedOptions.new.merge!(
      base_url: "https://api.ringlane.io/api/public/v1",
      api_key: "test-key",
      default_actor: "agent@harbormint.com",
      timeout: 5
    )
  end
  let(:json) { { "Content-Type" => "application/json" } }

  describe "#contact_lists" do
    it "sends the key and the acting user" do
      stub = stub_request(:get, "https://api.ringlane.io/api/public/v1/contact-lists?page=1")
             .with(headers: { "X-Api-Key" => "test-key", "X-User-Email" => "agent@harbormint.com" })
             .to_return(status: 200, body: { data: [] }.to_json, headers: json)

      client.contact_lists
      expect(stub).to have_been_requested
    end
  end

  describe "#append_contacts" do
    it "posts phones to the list" do
      stub = stub_request(:post, "https://api.ringlane.io/api/public/v1/contact-lists/cl_1/contacts")
             .with(body: { contacts: [{ phone: "+15550100" }] }.to_json)
             .to_return(status: 201, body: "{}", headers: json)

      client.append_contacts("cl_1", ["+15550100"])
      expect(stub).to have_been_requested
    end
  end

  describe "error mapping" do
    it "raises UserNotFound for a 404 about the user" do
      stub_request(:get, "https://api.ringlane.io/api/public/v1/contact-lists/cl_9")
        .to_return(status: 404, body: { error: "user not found" }.to_json, headers: json)

      expect { client.contact_list("cl_9") }.to raise_error(Ringlane::Errors::UserNotFound)
    end

    it "retries twice on 502 then gives up" do
      stub = stub_request(:get, %r{api\.ringlane\.io/api/public/v1/calls})
             .to_return(status: 502, body: { error: "identity provider unreachable" }.to_json, headers: json)
      allow(client).to receive(:sleep)

      expect { client.calls(since: 1.day.ago) }.to raise_error(Ringlane::Errors::Transient)
      expect(stub).to have_been_requested.times(3)
    end
  end
end
