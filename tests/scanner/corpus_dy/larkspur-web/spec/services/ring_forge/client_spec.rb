# frozen_string_literal: true

require "rails_helper"

RSpec.describe RingForge::Client do
  let(:api_key) { "rf_9fJ2kLq8Wz3Xn5Tb7Vc1Hd4M" }
  let(:config) do
    RingForge::Configuration.new(host: "https://api.ringforge.test", api_key: api_key,
                                 acting_user_email: "dialer-bot@larkspurhome.com",
                                 open_timeout: 1, read_timeout: 1)
  end
  let(:client) { described_class.new(config: config) }
  let(:auth_headers) do
    {
      "x-api-key" => api_key,
      "x-user-email" => "dialer-bot@larkspurhome.com"
    }
  end

  describe "#contact_lists" do
    it "sends the shared key and acting user" do
      stub = stub_request(:get, "https://api.ringforge.test/api/public/v1/contact-lists")
             .with(query: { page: 1, per_page: 100 }, headers: auth_headers)
             .to_return(status: 200, body: { data: [{ id: "cl_1", name: "spring-hvac" }] }.to_json)

      expect(client.contact_lists["data"].first["id"]).to eq("cl_1")
      expect(stub).to have_been_requested
    end
  end

  describe "#append_contacts" do
    let(:url) { "https://api.ringforge.test/api/public/v1/contact-lists/cl_42/contacts" }

    it "posts phones as contacts" do
      stub_request(:post, url).with(body: { contacts: [{ phone: "+15125550101" }] }.to_json)
                              .to_return(status: 201, body: "{}")

      client.append_contacts("cl_42", ["+15125550101"])
    end

    it "raises UserNotFoundError when the acting user is unknown" do
      stub_request(:post, url).to_return(status: 404, body: { error: "user not found" }.to_json)

      expect { client.append_contacts("cl_42", ["+15125550101"]) }.to raise_error(RingForge::UserNotFoundError)
    end

    it "raises ContactListNotFoundError for a missing list" do
      stub_request(:post, url).to_return(status: 404, body: { error: "contact list not found" }.to_json)

      expect { client.append_contacts("cl_42", ["+15125550101"]) }.to raise_error(RingForge::ContactListNotFoundError)
    end

    it "retries 502 then surfaces IdentityProviderUnavailable" do
      stub_request(:post, url).to_return(status: 502, body: { error: "identity provider unreachable" }.to_json)

      expect { client.append_contacts("cl_42", ["+15125550101"]) }
        .to raise_error(RingForge::IdentityProviderUnavailable)
    end
  end

  describe "#remove_contact" do
    it "url-encodes the phone" do
      stub_request(:delete, "https://api.ringforge.test/api/public/v1/contact-lists/cl_7/contacts/%2B15125550199")
        .to_return(status: 204)

      client.remove_contact("cl_7", "+15125550199")
    end
  end
end
