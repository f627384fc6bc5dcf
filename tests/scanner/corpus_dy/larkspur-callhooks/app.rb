# frozen_string_literal: true

require "sinatra/base"
require "sinatra/json"
require "openssl"
require "json"
require_relative "lib/ringforge_relay"
require_relative "lib/slack_verifier"

module Callhooks
  # Small side service: receives RingForge call events and GitHub/Slack hooks,
  # relays dispositions back into the right RingForge contact list.
  class App < Sinatra::Base
    set :show_exceptions, false

    get "/healthz" do
      json ok: true
    end

    post "/hooks/ringforge" do
      body = request.body.read
      given = request.env["HTTP_X_RINGFORGE_SIGNATURE"].to_s
      digest = OpenSSL::HMAC.hexdigest("SHA256", ENV.fetch("RINGFORGE_WEBHOOK_SECRET"), body)
      halt 401, json(error: "bad signature") unless Rack::Utils.secure_compare(digest, given)

      event = JSON.parse(body)
      if event["type"] == "call.dispositioned" && event.dig("data", "disposition") == "callback_requested"
        RingforgeRelay.new.add_to_callback_list(event.dig("data", "phone"))
      end
      json received: true
    end

    post "/hooks/github" do
      body = request.body.read
      sig = request.env["HTTP_X_HUB_SIGNATURE_256"].to_s
      expected = "sha256=" + OpenSSL::HMAC.hexdigest("SHA256", ENV.fetch("GITHUB_WEBHOOK_SECRET"), body)
      halt 401, json(error: "bad signature") unless Rack::Utils.secure_compare(expected, sig)

      DeployNotifier.push(JSON.parse(body)) if request.env["HTTP_X_GITHUB_EVENT"] == "push"
      json received: true
    end

    post "/slack/commands" do
      halt 401 unless SlackVerifier.valid?(request)
      # oauth2-proxy in front of us sets this for humans hitting /admin; Slack never does
      user = request.env["HTTP_X_USER_EMAIL"] || params["user_name"]
      json response_type: "ephemeral", text: "callhooks alive, hi #{user}"
    end

    error RingforgeRelay::RelayError do
      status 502
      json error: env["sinatra.error"].message
    end
  end
end
