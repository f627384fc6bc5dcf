# frozen_string_literal: true

require "sinatra/base"
require "openssl"
require "rack/utils"
require "stripe"

class WebhookRoutes < Sinatra::Base
  set :voxmint_signing_secret, ENV.fetch("VOXMINT_SIGNING_SECRET", "")
  set :stripe_endpoint_secret, ENV.fetch("STRIPE_WEBHOOK_SECRET", "")

  post "/voxmint" do
    payload = request.body.read
    provided = request.env["HTTP_X_VOXMINT_SIGNATURE"].to_s
    expected = OpenSSL::HMAC.hexdigest("SHA256", settings.voxmint_signing_secret, payload)
    halt 401, "bad signature" unless Rack::Utils.secure_compare(expected, provided)

    event = JSON.parse(payload)
    case event["type"]
    when "call.completed" then CallLog.record(event["data"])
    when "contact_list.updated" then ListCache.bust(event.dig("data", "id"))
    end
    status 204
  end

  post "/stripe" do
    payload = request.body.read
    sig_header = request.env["HTTP_STRIPE_SIGNATURE"]
    begin
      event = Stripe::Webhook.construct_event(payload, sig_header, settings.stripe_endpoint_secret)
    rescue Stripe::SignatureVerificationError
      halt 400
    end
    BillingEvents.handle(event)
    status 200
  end
end
