# frozen_string_literal: true

require "rails_helper"

RSpec.describe "Ringlane webhooks", type: :request do
  let(:secret) { "spec-secret" }
  let(:payload) { { type: "call.completed", data: { call_id: "c_1", outcome: "connected" } }.to_json }

  before { stub_const("ENV", ENV.to_h.merge("RINGLANE_WEBHOOK_SECRET" => secret)) }

  def signed_headers(body)
    { "CONTENT_TYPE" => "application/json",
      "HTTP_X_RINGLANE_SIGNATURE" => OpenSSL::HMAC.hexdigest("SHA256", secret, body) }
  end

  it "records the outcome for a valid signature" do
    expect(CallOutcomes::Record).to receive(:call)
    post "/webhooks/ringlane", params: payload, headers: signed_headers(payload)
    expect(response).to have_http_status(:no_content)
  end

  it "returns 401 when the signature does not match" do
    post "/webhooks/ringlane", params: payload,
                               headers: { "CONTENT_TYPE" => "application/json", "HTTP_X_RINGLANE_SIGNATURE" => "nope" }
    expect(response).to have_http_status(:unauthorized)
  end
end
