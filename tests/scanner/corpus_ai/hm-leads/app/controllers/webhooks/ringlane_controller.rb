# frozen_string_literal: true

module Webhooks
  class RinglaneController < ApplicationController
    skip_before_action :verify_authenticity_token
    skip_before_action :authenticate_user!

    def create
      payload = request.raw_post
      signature = request.headers["X-Ringlane-Signature"].to_s
      secret = Rails.application.config.x.ringlane.signing_secret
      expected = OpenSSL::HMAC.hexdigest("SHA256", secret, payload)

      unless ActiveSupport::SecurityUtils.secure_compare(expected, signature)
        Rails.logger.warn("[ringlane] bad webhook signature from #{request.remote_ip}")
        return head :unauthorized
      end

      RinglaneEventJob.perform_later(JSON.parse(payload))
      head :ok
    end
  end
end
