# frozen_string_literal: true

require "rack/test"
require_relative "../app"

RSpec.describe RinglaneHooks::App do
  include Rack::Test::Methods

  def app = described_class

  let(:secret) { "test-signing-secret" }
  let(:body) { { type: "call.completed", data: { call_id: "c_1", outcome: "connected" } }.to_json }

  before do
    described_class.set :signing_secret, secret
    allow(RinglaneHooks::CallEventWorker).to receive(:perform_async)
  end

  def deliver(payload, signature)
    post "/ringlane/events", payload, "HTTP_X_RINGLANE_SIGNATURE" => signature
  end

  it "accepts a correctly signed event" do
    deliver(body, RinglaneHooks::Signature.sign(body, secret))
    expect(last_response.status).to eq(202)
  end

  it "rejects a bad signature" do
    deliver(body, "deadbeef")
    expect(last_response.status).to eq(401)
    expect(JSON.parse(last_response.body)["error"]).to eq("invalid signature")
  end
end
