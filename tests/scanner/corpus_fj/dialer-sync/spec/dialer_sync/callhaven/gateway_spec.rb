# frozen_string_literal: true

RSpec.describe DialerSync::Callhaven::Gateway do
  subject(:gateway) { Hanami.app["callhaven.gateway"] }

  let(:root) { "https://api.callhaven.com/api/public/v1" }

  it "appends phones to a list" do
    stub_request(:post, "#{root}/contact-lists/cl_1/contacts")
      .with(headers: { "x-user-id" => "auth0|test-user" })
      .to_return(status: 201, body: "{}", headers: { "Content-Type" => "application/json" })

    expect(gateway.append("cl_1", ["+15550000001"])).to eq({})
  end

  it "wraps flat errors" do
    stub_request(:get, "#{root}/contact-lists/missing")
      .to_return(status: 404, body: '{"error":"contact list not found","details":[]}', headers: { "Content-Type" => "application/json" })

    expect { gateway.list("missing") }.to raise_error(DialerSync::Callhaven::RequestFailed) { |e|
      expect(e.body.list_not_found?).to be(true)
    }
  end

  it "does not treat 503 as transient" do
    stub_request(:delete, "#{root}/contact-lists/cl_1/contacts/+15550000001").to_return(status: 503, body: "{}")

    expect { gateway.remove("cl_1", "+15550000001") }.to raise_error { |e| expect(e.transient?).to be(false) }
  end
end
