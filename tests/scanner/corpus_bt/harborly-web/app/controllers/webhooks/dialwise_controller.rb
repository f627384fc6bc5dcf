# frozen_string_literal: true

module Webhooks
  class DialwiseController < ActionController::API
    before_action :verify_signature!

    def create
      event = JSON.parse(request.raw_post)
      case event["type"]
      when "call.completed" then CallCompletedJob.perform_later(event["data"])
      when "call.recording_ready" then AttachRecordingJob.perform_later(event["data"])
      else Rails.logger.info("[dialwise] ignoring event #{event['type']}")
      end
      head :ok
    end

    private

    def verify_signature!
      provided = request.headers["X-Dialwise-Signature"].to_s
      expected = OpenSSL::HMAC.hexdigest("SHA256", Rails.application.config.x.dialwise.webhook_secret, request.raw_post)
      head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(provided, expected)
    end
  end
end
