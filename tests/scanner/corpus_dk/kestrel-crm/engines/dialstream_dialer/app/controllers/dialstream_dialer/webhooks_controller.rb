# frozen_string_literal: true

module DialstreamDialer
  class WebhooksController < ActionController::API
    before_action :verify_signature!

    def create
      event = JSON.parse(request.raw_post)
      case event["type"]
      when "call.completed"
        CallOutcome.record!(event.fetch("data"))
      when "contact.opted_out"
        Lead.where(phone_e164: event.dig("data", "phone")).update_all(do_not_call: true)
      end
      head :no_content
    end

    private

    def verify_signature!
      provided = request.headers["X-Dialstream-Signature"].to_s
      expected = OpenSSL::HMAC.hexdigest("SHA256", DialstreamDialer.configuration.signing_secret, request.raw_post)
      head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(provided, expected)
    end
  end
end
