# frozen_string_literal: true

module Webhooks
  class RingsteadController < ActionController::API
    before_action :verify_signature!

    def create
      event = JSON.parse(request.raw_post)
      CallEventJob.perform_later(event)
      head :accepted
    end

    private

    def verify_signature!
      given = request.headers["X-Ringstead-Signature"].to_s
      secret = ENV.fetch("RINGSTEAD_WEBHOOK_SECRET")
      expected = OpenSSL::HMAC.hexdigest("SHA256", secret, request.raw_post)
      head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(given, expected)
    end
  end
end
