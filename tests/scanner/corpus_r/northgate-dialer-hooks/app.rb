require "sinatra/base"
require "json"
require "openssl"
require "dotenv/load"
require_relative "lib/northgate/dialpeak"
require_relative "lib/northgate/mindbody"

module NorthgateHooks
  class App < Sinatra::Base
    set :dialpeak_secret, ENV.fetch("DIALPEAK_WEBHOOK_SECRET", "")
    set :stripe_secret, ENV.fetch("STRIPE_WEBHOOK_SECRET", "")

    helpers do
      def secure_compare(a, b)
        Rack::Utils.secure_compare(a.to_s, b.to_s)
      end
    end

    post "/webhooks/dialpeak" do
      payload = request.body.read
      given = request.env["HTTP_X_DIALPEAK_SIGNATURE"]
      digest = OpenSSL::HMAC.hexdigest("SHA256", settings.dialpeak_secret, payload)
      halt 401, { error: "bad signature" }.to_json unless secure_compare(given, digest)

      event = JSON.parse(payload)
      if event["type"] == "call.completed" && event.dig("data", "outcome") == "booked_trial"
        list_id = ENV.fetch("DIALPEAK_FOLLOWUP_LIST_ID")
        begin
          Northgate::Dialpeak.remove(list_id, event.dig("data", "to"))
        rescue Northgate::DialpeakError => e
          logger.warn("could not remove #{event.dig('data', 'to')}: #{e.message}")
        end
      end
      204
    end

    post "/webhooks/stripe" do
      payload = request.body.read
      sig = request.env["HTTP_STRIPE_SIGNATURE"].to_s
      ts = sig[/t=(\d+)/, 1]
      v1 = sig[/v1=([0-9a-f]+)/, 1]
      expected = OpenSSL::HMAC.hexdigest("SHA256", settings.stripe_secret, "#{ts}.#{payload}")
      halt 400 unless secure_compare(v1, expected)
      200
    end

    get "/health" do
      content_type :json
      { ok: true }.to_json
    end
  end
end
