require "json"
require "openssl"
require "rack/utils"
require "sinatra/base"
require "stripe"
require_relative "lib/ringloop/client"
require_relative "lib/pager_client"

class NotifierApp < Sinatra::Base
  set :ringloop_secret, ENV.fetch("RINGLOOP_WEBHOOK_SECRET", "")
  set :stripe_secret, ENV.fetch("STRIPE_WEBHOOK_SECRET", "")

  helpers do
    def ringloop
      @ringloop ||= RingLoop::Client.new(api_key: ENV.fetch("RINGLOOP_API_KEY"),
                                         user_email: request.env["HTTP_X_USER_EMAIL"] || "notifier@tessellate.health")
    end
  end

  get "/health" do
    content_type :json
    { ok: true }.to_json
  end

  post "/webhooks/ringloop" do
    payload = request.body.read
    signature = request.env["HTTP_X_RINGLOOP_SIGNATURE"].to_s
    digest = OpenSSL::HMAC.hexdigest("SHA256", settings.ringloop_secret, payload)
    halt 401 unless Rack::Utils.secure_compare(digest, signature)

    event = JSON.parse(payload)
    if event["type"] == "call.missed"
      PagerClient.new.page!(team: "care-coordination", summary: "Missed call from #{event["from"]}")
    end
    status 204
  end

  post "/webhooks/stripe" do
    payload = request.body.read
    begin
      Stripe::Webhook.construct_event(payload, request.env["HTTP_STRIPE_SIGNATURE"], settings.stripe_secret)
    rescue Stripe::SignatureVerificationError
      halt 400, { error: "invalid signature" }.to_json
    end
    status 204
  end

  post "/lists/:id/enroll" do
    content_type :json
    phones = JSON.parse(request.body.read).fetch("phones", [])
    ringloop.add_contacts(params[:id], phones)
    { enrolled: phones.size }.to_json
  rescue RingLoop::UserNotFound
    halt 403, { error: "coordinator is not provisioned in RingLoop" }.to_json
  end

  not_found do
    content_type :json
    { error: "not found" }.to_json
  end
end
