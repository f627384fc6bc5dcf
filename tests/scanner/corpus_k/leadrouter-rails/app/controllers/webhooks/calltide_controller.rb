# frozen_string_literal: true

module Webhooks
  class CalltideController < ActionController::API
    def create
      payload = request.raw_post
      signature = request.headers["X-Calltide-Signature"].to_s
      secret = Rails.application.config.x.calltide.signing_secret
      expected = OpenSSL::HMAC.hexdigest("SHA256", secret, payload)

      unless ActiveSupport::SecurityUtils.secure_compare(expected, signature)
        return render json: { error: "invalid signature" }, status: :unauthorized
      end

      CalltideEventJob.perform_later(JSON.parse(payload))
      head :no_content
    end
  end
end
