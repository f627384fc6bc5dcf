# frozen_string_literal: true

module Webhooks
  class CallriftController < ActionController::API
    SIGNATURE_HEADER = "X-Callrift-Signature"

    def create
      payload = request.raw_post
      signature = request.headers[SIGNATURE_HEADER].to_s

      unless valid_signature?(payload, signature)
        head :unauthorized
        return
      end

      event = JSON.parse(payload)
      CallEventIngestJob.perform_later(event)
      head :no_content
    end

    private

    def valid_signature?(payload, signature)
      secret = ENV.fetch("CALLRIFT_WEBHOOK_SECRET")
      expected = OpenSSL::HMAC.hexdigest("SHA256", secret, payload)
      ActiveSupport::SecurityUtils.secure_compare(expected, signature)
    end
  end
end
