# frozen_string_literal: true

module Webhooks
  class DialwellController < ActionController::API
    before_action :verify_signature!

    def create
      event = JSON.parse(request.raw_post)
      CallEventIngestor.new(event).ingest!
      head :ok
    end

    private

    def verify_signature!
      provided = request.headers["X-Dialwell-Signature"].to_s
      secret = ENV.fetch("DIALWELL_WEBHOOK_SECRET")
      expected = OpenSSL::HMAC.hexdigest("SHA256", secret, request.raw_post)
      head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(provided, expected)
    end
  end
end
