# frozen_string_literal: true

RSpec.describe "POST /webhooks/callhaven", type: :request do
  let(:app) { Hanami.app }
  let(:body) { { id: "evt_9", type: "call.completed", data: {} }.to_json }

  it "rejects unsigned requests" do
    post "/webhooks/callhaven", body, "CONTENT_TYPE" => "application/json"
    expect(last_response.status).to eq(401)
  end

  it "accepts a valid signature" do
    sig = OpenSSL::HMAC.hexdigest("SHA256", "test-secret", body)
    allow(Hanami.app["operations.record_call_outcome"]).to receive(:call)
    post "/webhooks/callhaven", body, "CONTENT_TYPE" => "application/json", "HTTP_X_CALLHAVEN_SIGNATURE" => sig
    expect(last_response.status).to eq(202)
  end
end
