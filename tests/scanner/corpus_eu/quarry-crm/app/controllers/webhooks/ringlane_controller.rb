# frozen_string_literal: true

module Webhooks
  class RinglaneController < ActionController::API
    before_action :verify_signature!

    def create
      event = JSON.parse(request.raw_post)
      case event["type"]
      when "call.completed"
        CallOutcomes::Record.call(event["data"])
      when "call.no_answer"
        CallOutcomes::ScheduleRetry.call(event["data"])
      else
        Rails.logger.info("[ringlane] ignoring event #{event['type']}")
      end
      head :no_content
    end

    private

    def verify_signature!
      provided = request.headers["X-Ringlane-Signature"].to_s
      expected = OpenSSL::HMAC.hexdigest("SHA256", signing_secret, request.raw_post)
      head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(provided, expected)
    end

    def signing_secret
      ENV.fetch("RINGLANE_WEBHOOK_SECRET")
    end
  end
end
