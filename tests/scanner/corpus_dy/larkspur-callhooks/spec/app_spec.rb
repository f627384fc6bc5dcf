# frozen_string_literal: true

require "rack/test"
require "webmock/rspec"
require_relative "../app"

RSpec.describe Callhooks::App do
  include Rack::Test::Methods

  def app = described_class

  before do
    ENV["GITHUB_WEBHOOK_SECRET"] = "gh-secret"
    ENV["RINGFORGE_WEBHOOK_SECRET"] = "local-secret"
  end

  it "answers health checks" do
    get "/healthz"
    expect(last_response).to be_ok
  end

  it "rejects unsigned ringforge events with 401" do
    post "/hooks/ringforge", { type: "call.completed" }.to_json
    expect(last_response.status).to eq(401)
  end

  it "accepts a correctly signed github push" do
    body = { ref: "refs/heads/main" }.to_json
    sig = "sha256=" + OpenSSL::HMAC.hexdigest("SHA256", "gh-secret", body)
    allow(DeployNotifier).to receive(:push)

    post "/hooks/github", body, "HTTP_X_HUB_SIGNATURE_256" => sig, "HTTP_X_GITHUB_EVENT" => "push"

    expect(last_response).to be_ok
    expect(DeployNotifier).to have_received(:push)
  end

  it "returns 502 when the relay fails" do
    allow_any_instance_of(Callhooks::RingforgeRelay).to receive(:add_to_callback_list)
      .and_raise(Callhooks::RingforgeRelay::RelayError, "boom")
    allow(OpenSSL::HMAC).to receive(:hexdigest).and_return("x")

    post "/hooks/ringforge", { type: "call.dispositioned", data: { disposition: "callback_requested" } }.to_json,
         "HTTP_X_RINGFORGE_SIGNATURE" => "x"

    expect(last_response.status).to eq(502)
  end
end
