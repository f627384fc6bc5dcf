require "spec_helper"
require "rack/test"

RSpec.describe RingcadenceEngine::WebhookVerifier do
  include Rack::Test::Methods

  let(:secret) { "whsec_test_only" }
  let(:body) { { type: "call.completed", data: { id: "c_1" } }.to_json }
  let(:app) do
    described_class.new(->(_env) { [200, {}, ["ok"]] }, path: "/ringcadence/webhooks", secret: secret)
  end

  it "accepts a valid Service-Signature" do
    ts = (Time.now.to_f * 1000).to_i
    sig = OpenSSL::HMAC.hexdigest("SHA256", secret, "#{ts}.#{body}")
    header "Service-Signature", "t=#{ts},v1=#{sig}"
    post "/ringcadence/webhooks", body
    expect(last_response.status).to eq(200)
  end

  it "still accepts the legacy signature header" do
    header "X-RingCadence-Signature", OpenSSL::HMAC.hexdigest("SHA256", secret, body)
    post "/ringcadence/webhooks", body
    expect(last_response.status).to eq(200)
  end

  it "rejects unsigned deliveries with 401" do
    post "/ringcadence/webhooks", body
    expect(last_response.status).to eq(401)
  end
end
