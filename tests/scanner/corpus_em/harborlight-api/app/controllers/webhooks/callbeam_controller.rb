# frozen_string_literal: true

# Callbeam posts call outcomes here (call.completed, call.dispositioned).
module Webhooks
  class CallbeamController < ActionController::API
    def create
      payload = request.raw_post
      signature = request.headers["X-Callbeam-Signature"].to_s
      secret = ENV.fetch("CALLBEAM_WEBHOOK_SECRET")

      expected = OpenSSL::HMAC.hexdigest("SHA256", secret, payload)
      unless ActiveSupport::SecurityUtils.secure_compare(expected, signature)
        return head :unauthorized
      end

      event = JSON.parse(payload)
      CallOutcomeRecorder.call(event) if event["type"].start_with?("call.")
      head :ok
    end
  end
end
