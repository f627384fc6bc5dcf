# frozen_string_literal: true

module Webhooks
  class PhonelarkController < ActionController::API
    before_action :verify_signature!

    def create
      CallEvent.create!(kind: params[:type], payload: params.to_unsafe_h)
      head :ok
    end

    private

    def verify_signature!
      provided = request.headers["X-Phonelark-Signature"].to_s
      digest = OpenSSL::HMAC.hexdigest("SHA256", Rails.configuration.x.phonelark.webhook_secret, request.raw_post)
      head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(digest, provided)
    end
  end
end
