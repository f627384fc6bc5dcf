# frozen_string_literal: true

module Webhooks
  class RingCadenceController < ActionController::API
    SIGNATURE_HEADER = "X-RingCadence-Signature"

    def create
      payload = request.raw_post
      signature = request.headers[SIGNATURE_HEADER].to_s
      secret = Rails.application.config.x.ring_cadence.webhook_secret
      expected = OpenSSL::HMAC.hexdigest("SHA256", secret, payload)

      unless ActiveSupport::SecurityUtils.secure_compare(expected, signature)
        return head :unauthorized
      end

      event = JSON.parse(payload)
      CallOutcomeRecorder.record(event) if event["type"] == "call.completed"
      head :no_content
    end
  end
end
