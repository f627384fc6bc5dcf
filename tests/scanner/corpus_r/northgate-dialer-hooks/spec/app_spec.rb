require "rack/test"
require "openssl"
require_relative "../app"

RSpec.describe NorthgateHooks::App do
  include Rack::Test::Methods
  def app = described_class

  it "rejects stripe events with a bad signature" do
    post "/webhooks/stripe", "{}", "HTTP_STRIPE_SIGNATURE" => "t=1,v1=deadbeef"
    expect(last_response.status).to eq 400
  end

  it "reports healthy" do
    get "/health"
    expect(JSON.parse(last_response.body)).to eq("ok" => true)
  end
end
