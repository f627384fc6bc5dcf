require "spec_helper"

RSpec.describe RingcadenceEngine::Client do
  let(:base) { "https://api.ringcadence.com/api/public/v1" }
  let(:api_key) { "test-key" }

  before do
    RingcadenceEngine.configure do |c|
      c.api_key = api_key
      c.acting_user_email = "dialer-bot@brightlane.test"
      c.base_url = base
    end
  end

  describe "#contact_list" do
    it "sends the key and acting user" do
      stub = stub_request(:get, "#{base}/contact-lists/42")
             .with(headers: { "X-Api-Key" => api_key, "X-User-Email" => "dialer-bot@brightlane.test" })
             .to_return(status: 200, body: { id: 42, name: "Q3 solar leads" }.to_json,
                        headers: { "Content-Type" => "application/json" })

      expect(described_class.new.contact_list(42)["name"]).to eq("Q3 solar leads")
      expect(stub).to have_been_requested
    end

    it "maps a 404 with the IdP message to UserNotFound" do
      stub_request(:get, "#{base}/contact-lists/7")
        .to_return(status: 404, body: { error: "user not found", details: [] }.to_json,
                   headers: { "Content-Type" => "application/json" })

      expect { described_class.new.contact_list(7) }.to raise_error(RingcadenceEngine::Errors::UserNotFound)
    end

    it "raises IdentityProviderUnavailable after retrying a 502" do
      stub_request(:get, "#{base}/contact-lists/9").to_return(status: 502, body: "")
      expect { described_class.new.contact_list(9) }.to raise_error(RingcadenceEngine::Errors::IdentityProviderUnavailable)
    end

    it "raises ApiDisabled on 503" do
      stub_request(:get, "#{base}/contact-lists?page=1&per_page=100")
        .to_return(status: 503, body: "{}", headers: { "Content-Type" => "application/json" })

      expect { described_class.new.contact_lists }.to raise_error(RingcadenceEngine::Errors::ApiDisabled)
    end
  end

  describe "#append_contacts", vcr: { cassette_name: "contact_lists/append" } do
    it "returns the number of added contacts" do
      expect(described_class.new.append_contacts(42, ["+15555550123"])).to eq(1)
    end
  end

  describe "#contact_lists", vcr: { cassette_name: "contact_lists/user_not_found" } do
    it "exposes the validation details" do
      described_class.new.contact_lists
    rescue RingcadenceEngine::Errors::UserNotFound => e
      expect(e.details).to eq(["x-user-email: no such user in identity provider"])
    end
  end
end
