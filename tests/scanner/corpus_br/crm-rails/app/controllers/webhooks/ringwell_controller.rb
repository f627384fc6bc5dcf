# frozen_string_literal: true

module Webhooks
  class RingwellController < ActionController::API
    def create
      payload = request.raw_post
      signature = request.headers["X-Ringwell-Signature"].to_s
      secret = Rails.application.credentials.ringwell_webhook_secret
      expected = OpenSSL::HMAC.hexdigest("SHA256", secret, payload)

      unless ActiveSupport::SecurityUtils.secure_compare(expected, signature)
        Rails.logger.warn("[ringwell] webhook signature mismatch")
        return head :unauthorized
      end

      RingwellEventHandler.call(JSON.parse(payload))
      head :ok
    end
  end
end
