# frozen_string_literal: true

module Webhooks
  class CallHarborController < ActionController::API
    def create
      payload = request.raw_post
      signature = request.headers["X-CallHarbor-Signature"].to_s
      expected = OpenSSL::HMAC.hexdigest("SHA256", CallHarbor.config.signing_secret, payload)

      unless ActiveSupport::SecurityUtils.secure_compare(expected, signature)
        return head :unauthorized
      end

      CallOutcomeJob.perform_later(JSON.parse(payload))
      head :no_content
    end
  end
end
