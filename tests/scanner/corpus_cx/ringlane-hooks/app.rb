# frozen_string_literal: true

require "sinatra/base"
require "json"
require "logger"
require_relative "lib/signature"
require_relative "lib/call_event_worker"

module RinglaneHooks
  class App < Sinatra::Base
    configure do
      set :signing_secret, ENV.fetch("RINGLANE_WEBHOOK_SECRET", "")
      set :github_secret, ENV.fetch("GITHUB_WEBHOOK_SECRET", "")
      set :logger, Logger.new($stdout)
      disable :show_exceptions
    end

    get "/healthz" do
      "ok"
    end

    # Call outcome events from Ringlane (call.completed, call.missed, list.finished)
    post "/ringlane/events" do
      raw = request.body.read
      signature = request.env["HTTP_X_RINGLANE_SIGNATURE"]
      unless Signature.valid?(raw, signature, settings.signing_secret)
        settings.logger.warn("rejected Ringlane event: bad signature")
        halt 401, { "Content-Type" => "application/json" }, { error: "invalid signature" }.to_json
      end

      event = JSON.parse(raw)
      CallEventWorker.perform_async(event["type"], event["data"])
      status 202
    end

    # Deploy notifications for the ops dashboard
    post "/github/push" do
      raw = request.body.read
      sig = request.env["HTTP_X_HUB_SIGNATURE_256"].to_s
      expected = "sha256=" + OpenSSL::HMAC.hexdigest("SHA256", settings.github_secret, raw)
      halt 401 unless Rack::Utils.secure_compare(expected, sig)

      settings.logger.info("push to #{JSON.parse(raw).dig('repository', 'full_name')}")
      status 204
    end

    error JSON::ParserError do
      status 400
      { error: "malformed JSON" }.to_json
    end
  end
end
