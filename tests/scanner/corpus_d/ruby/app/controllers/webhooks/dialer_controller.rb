# frozen_string_literal: true

module Webhooks
  # Receives call events from Ringlane.
  class DialerController < ActionController::API
    before_action :verify_legacy_signature, only: :legacy
    before_action :verify_v2_signature, only: :v2

    def legacy
      DialerEventJob.perform_later(JSON.parse(request.raw_post), source: "legacy")
      head :no_content
    end

    def v2
      event = JSON.parse(request.raw_post)
      return render(json: { challenge: event["challenge"] }) if event["type"] == "webhook.verification"

      DialerEventJob.perform_later(event, source: "v2") if DialerEvent.record_once(event["id"])
      head :ok
    end

    private

    def verify_legacy_signature
      provided = request.headers["X-Dialer-Signature"].to_s
      secret = Rails.application.credentials.dig(:ringlane, :webhook_secret)
      digest = OpenSSL::HMAC.hexdigest("SHA256", secret, request.raw_post)
      head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(digest, provided)
    end

    def verify_v2_signature
      parts = request.headers["Service-Signature"].to_s.split(",").to_h { |kv| kv.split("=", 2) }
      ts = parts["t"].to_i
      return head(:bad_request) if ((Time.now.to_f * 1000).to_i - ts).abs > 300_000

      secret = Rails.application.credentials.dig(:ringlane_v2, :signing_secret)
      digest = OpenSSL::HMAC.hexdigest("SHA256", secret, "#{parts['t']}.#{request.raw_post}")
      head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(digest, parts["v1"].to_s)
    end
  end
end
