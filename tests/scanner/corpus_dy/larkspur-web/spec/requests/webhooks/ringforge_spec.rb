# frozen_string_literal: true

require "rails_helper"

RSpec.describe "RingForge webhooks", type: :request do
  let(:secret) { "test-webhook-secret" }
  let(:payload) { { type: "call.completed", data: { call_id: "call_1", duration: 93 } }.to_json }

  before do
    allow(Rails.application.credentials).to receive(:dig).with(:ringforge, :webhook_secret).and_return(secret)
    allow(CallEventRecorder).to receive(:record)
  end

  def signed(body)
    { "X-RingForge-Signature" => OpenSSL::HMAC.hexdigest("SHA256", secret, body), "CONTENT_TYPE" => "application/json" }
  end

  it "records signed events" do
    post "/webhooks/ringforge", params: payload, headers: signed(payload)
    expect(response).to have_http_status(:ok)
    expect(CallEventRecorder).to have_received(:record).with(type: "call.completed", data: hash_including("call_id" => "call_1"))
  end

  it "rejects a tampered body" do
    post "/webhooks/ringforge", params: payload.sub("93", "9300"), headers: signed(payload)
    expect(response).to have_http_status(:unauthorized)
  end
end
