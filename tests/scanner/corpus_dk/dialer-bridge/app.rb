# frozen_string_literal: true

require "roda"
require "openssl"
require "json"
require_relative "lib/dialer_bridge/settings"
require_relative "lib/dialer_bridge/dialstream_api"

module DialerBridge
  class App < Roda
    plugin :json
    plugin :json_parser
    plugin :halt
    plugin :all_verbs

    route do |r|
      r.get("health") { { ok: true } }

      # Dialstream -> us
      r.post "hooks/dialstream" do
        raw = request.body.read
        sig = request.get_header("HTTP_X_DIALSTREAM_SIGNATURE").to_s
        expected = OpenSSL::HMAC.hexdigest("SHA256", Settings::DIALSTREAM_WEBHOOK_SECRET, raw)
        r.halt(401, { error: "bad signature" }) unless Rack::Utils.secure_compare(sig, expected)

        event = JSON.parse(raw)
        forward_to_crm(event)
        { received: true }
      end

      # Slack slash command /dnc +15551234567
      r.post "slack/dnc" do
        ts = request.get_header("HTTP_X_SLACK_REQUEST_TIMESTAMP").to_s
        base = "v0:#{ts}:#{request.body.read}"
        mine = "v0=" + OpenSSL::HMAC.hexdigest("SHA256", Settings::SLACK_SIGNING_SECRET, base)
        r.halt(401) unless Rack::Utils.secure_compare(mine, request.get_header("HTTP_X_SLACK_SIGNATURE").to_s)

        phone = r.params["text"].to_s.strip
        result = DialstreamApi.new.scrub_everywhere(phone)
        { response_type: "ephemeral", text: "DNC #{phone}: #{result.map { |k, v| "#{k}=#{v}" }.join(', ')}" }
      end

      # CRM -> us (internal). The CRM says who is asking.
      r.post "opt-outs" do
        actor = request.get_header("HTTP_X_USER_ID")
        r.halt(400, { error: "missing X-User-Id" }) if actor.to_s.empty?

        DialstreamApi.new.scrub_everywhere(r.params.fetch("phone"))
        { queued: true, by: actor }
      rescue DialstreamError => e
        r.halt(e.api_disabled? ? 503 : 502, { error: e.message })
      end
    end

    def forward_to_crm(event)
      HTTP.auth("Bearer #{Settings::CRM_TOKEN}")
          .post("#{Settings::CRM_URL}/dialer/webhooks", json: event)
    end
  end
end
