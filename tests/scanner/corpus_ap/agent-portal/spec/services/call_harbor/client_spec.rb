# frozen_string_literal: true

require "rails_helper"

RSpec.describe CallHarbor::Client do
  let(:base) { "https://callharbor.example.test/api" }
  let(:client) { described_class.new(agent_email: "agent@example.com") }

  before do
    CallHarbor.configure do |c|
      c.base_url = base
      c.api_key = "test-key"
      c.timeout = 1
    end
  end

  it "raises Disabled on 503" do
    stub_request(:get, /callharbor.example.test/).to_return(status: 503, body: "{}", headers: { "Content-Type" => "application/json" })
    expect { client.contact_lists }.to raise_error(CallHarbor::Disabled)
  end

  it "raises UnknownAgent when the agent is unknown" do
    stub_request(:get, /callharbor.example.test/).to_return(status: 404, body: { error: "user not found" }.to_json, headers: { "Content-Type" => "application/json" })
    expect { client.contact_lists }.to raise_error(CallHarbor::UnknownAgent)
  end
end
