# frozen_string_literal: true

module Webhooks
  # Receives call outcome events pushed by Callhaven.
  class CallhavenController < ActionController::API
    SIGNATURE_HEADER = "X-Callhaven-Signature"

    before_action :verify_signature!

    def create
      event = JSON.parse(request.raw_post)
      CallOutcomeIngestJob.perform_async(event["id"], event["type"], event["data"].to_json)
      head :accepted
    end

    private

    def verify_signature!
      provided = request.headers["X-Callhaven-Signature"].to_s
      expected = OpenSSL::HMAC.hexdigest("SHA256", signing_secret, request.raw_post)
      return if provided.present? && ActiveSupport::SecurityUtils.secure_compare(provided, expected)

      Rails.logger.warn("[callhaven] rejected webhook with bad signature")
      head :unauthorized
    end

    def signing_secret
      ENV["CALLHAVEN_WEBHOOK_SECRET"].presence || Rails.application.credentials.dig(:callhaven, :webhook_secret)
    end
  end
end
