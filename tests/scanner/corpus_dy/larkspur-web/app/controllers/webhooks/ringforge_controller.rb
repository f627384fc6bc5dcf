# frozen_string_literal: true

module Webhooks
  # Call lifecycle events from RingForge (call.completed, call.dispositioned, ...).
  class RingforgeController < ActionController::API
    def create
      payload = request.raw_post
      signature = request.headers["X-RingForge-Signature"].to_s
      secret = Rails.application.credentials.dig(:ringforge, :webhook_secret)
      expected = OpenSSL::HMAC.hexdigest("SHA256", secret, payload)

      unless ActiveSupport::SecurityUtils.secure_compare(expected, signature)
        Rails.logger.warn("[ringforge-webhook] bad signature from #{request.remote_ip}")
        return head :unauthorized
      end

      event = JSON.parse(payload)
      CallEventRecorder.record(type: event["type"], data: event["data"])
      head :ok
    end
  end
end
