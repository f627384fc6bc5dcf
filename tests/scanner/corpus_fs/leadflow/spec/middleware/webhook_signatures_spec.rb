require "rails_helper"

RSpec.describe WebhookSignatures do
  let(:inner) { ->(_env) { [200, {}, ["ok"]] } }
  let(:mw) { described_class.new(inner) }
  let(:payload) { '{"type":"call.completed","data":{"id":"c_9"}}' }

  def env_for(path, headers = {})
    Rack::MockRequest.env_for(path, method: "POST", input: payload).merge(headers)
  end

  it "passes a correctly signed dialer webhook" do
    sig = OpenSSL::HMAC.hexdigest("SHA256", Rails.application.credentials.dig(:ringcadence, :webhook_secret), payload)
    status, = mw.call(env_for("/webhooks/dialer", "HTTP_X_RINGCADENCE_SIGNATURE" => sig))
    expect(status).to eq(200)
  end

  it "rejects a GitHub delivery with a wrong signature" do
    status, = mw.call(env_for("/webhooks/github", "HTTP_X_HUB_SIGNATURE_256" => "sha256=deadbeef"))
    expect(status).to eq(401)
  end

  it "rejects a Stripe delivery without a signature" do
    status, = mw.call(env_for("/webhooks/stripe"))
    expect(status).to eq(401)
  end
end
