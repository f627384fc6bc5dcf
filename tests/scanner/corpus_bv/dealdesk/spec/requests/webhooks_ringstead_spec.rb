# frozen_string_literal: true

require "rails_helper"

RSpec.describe "Ringstead webhooks", type: :request do
  let(:secret) { "whsec_spec" }
  let(:payload) { { event: "call.missed", call_id: "c_7" }.to_json }

  before { stub_const("ENV", ENV.to_h.merge("RINGSTEAD_WEBHOOK_SECRET" => secret)) }

  it "accepts a correctly signed payload" do
    sig = OpenSSL::HMAC.hexdigest("SHA256", secret, payload)
    post "/webhooks/ringstead", params: payload,
         headers: { "CONTENT_TYPE" => "application/json", "X-Ringstead-Signature" => sig }
    expect(response).to have_http_status(:accepted)
  end

  it "rejects a bad signature" do
    post "/webhooks/ringstead", params: payload,
         headers: { "CONTENT_TYPE" => "application/json", "X-Ringstead-Signature" => "nope" }
    expect(response).to have_http_status(:unauthorized)
  end
end
