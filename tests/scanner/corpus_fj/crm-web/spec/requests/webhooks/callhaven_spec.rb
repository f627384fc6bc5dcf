# frozen_string_literal: true

require "rails_helper"

RSpec.describe "Callhaven webhooks", type: :request do
  let(:secret) { "whsec_test" }
  let(:payload) { { id: "evt_1", type: "call.completed", data: { phone: "+15550001111", duration: 42 } }.to_json }
  let(:header_name) { Webhooks::CallhavenController::SIGNATURE_HEADER }

  around { |ex| ClimateControl.modify(CALLHAVEN_WEBHOOK_SECRET: secret) { ex.run } }

  it "accepts a correctly signed payload" do
    sig = OpenSSL::HMAC.hexdigest("SHA256", secret, payload)
    post "/webhooks/callhaven", params: payload, headers: { header_name => sig, "CONTENT_TYPE" => "application/json" }
    expect(response).to have_http_status(:accepted)
  end

  it "rejects a bad signature with 401" do
    post "/webhooks/callhaven", params: payload, headers: { header_name => "deadbeef", "CONTENT_TYPE" => "application/json" }
    expect(response).to have_http_status(:unauthorized)
  end
end
