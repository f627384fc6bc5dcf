# frozen_string_literal: true

module Webhooks
  # Receives Calling Service webhooks.
  #
  # * #legacy - outbound webhooks created before v2; signed over the raw body.
  # * #v2     - v2 subscription; "Service-Signature: t=<ms>,v1=<hex>".
  class CallingController < ApplicationController
    skip_before_action :verify_authenticity_token
    TOLERANCE_MS = 5 * 60 * 1000

    def legacy
      signature = request.headers["X-Calling-Signature"].to_s
      digest = OpenSSL::HMAC.hexdigest("SHA256", ENV.fetch("CALLING_WEBHOOK_SECRET"), request.raw_post)
      return head(:unauthorized) unless ActiveSupport::SecurityUtils.secure_compare(signature, digest)

      CallingLegacyEventJob.perform_later(request.raw_post)
      head :no_content
    end

    def v2
      raw = request.raw_post
      parts = request.headers["Service-Signature"].to_s.split(",").map { |kv| kv.strip.split("=", 2) }
      ts = parts.find { |k, _| k == "t" }&.last.to_i
      candidates = parts.select { |k, _| k == "v1" }.map(&:last)
      return head(:unauthorized) if ts.zero? || ((Time.now.to_f * 1000).to_i - ts).abs > TOLERANCE_MS

      expected = OpenSSL::HMAC.hexdigest("SHA256", ENV.fetch("CALLING_SIGNING_SECRET"), "#{ts}.#{raw}")
      return head(:unauthorized) unless candidates.any? { |c| ActiveSupport::SecurityUtils.secure_compare(c, expected) }

      event = JSON.parse(raw)
      return render(json: { challenge: event["challenge"] }) if event["type"] == "webhook.verification"

      CallingEventJob.perform_later(event.slice("id", "type", "resourceType", "resourceId"))
      head :no_content
    end
  end
end
