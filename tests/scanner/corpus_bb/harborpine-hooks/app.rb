require "sinatra/base"
require "json"
require "openssl"
require "redis"
require "stripe"

# Tiny relay: receives third-party webhooks and fans them out over Redis.
class HooksApp < Sinatra::Base
  REDIS = Redis.new(url: ENV.fetch("REDIS_URL", "redis://localhost:6379"))

  post "/hooks/stripe" do
    payload = request.body.read
    begin
      event = Stripe::Webhook.construct_event(payload, request.env["HTTP_STRIPE_SIGNATURE"], ENV["STRIPE_WEBHOOK_SECRET"])
    rescue Stripe::SignatureVerificationError
      halt 400, { error: "bad signature" }.to_json
    end
    REDIS.publish("stripe", event.to_json)
    200
  end

  post "/hooks/ringlane" do
    payload = request.body.read
    sig = request.env["HTTP_X_RINGLANE_SIGNATURE"].to_s
    expected = OpenSSL::HMAC.hexdigest("SHA256", ENV.fetch("RINGLANE_WEBHOOK_SECRET"), payload)
    halt 401 unless Rack::Utils.secure_compare(expected, sig)

    REDIS.publish("ringlane", payload)
    204
  end

  post "/hooks/github" do
    payload = request.body.read
    sig = request.env["HTTP_X_HUB_SIGNATURE_256"].to_s
    expected = "sha256=" + OpenSSL::HMAC.hexdigest("SHA256", ENV.fetch("GITHUB_WEBHOOK_SECRET"), payload)
    halt 401 unless Rack::Utils.secure_compare(expected, sig)
    REDIS.publish("deploys", payload)
    204
  end
end
