# frozen_string_literal: true

module Webhooks
  class SlackController < ActionController::API
    def create
      timestamp = request.headers["X-Slack-Request-Timestamp"]
      signature = request.headers["X-Slack-Signature"]
      basestring = "v0:#{timestamp}:#{request.raw_post}"
      expected = "v0=" + OpenSSL::HMAC.hexdigest("SHA256", ENV.fetch("SLACK_SIGNING_SECRET"), basestring)
      return head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(expected, signature.to_s)

      render json: { ok: true }
    end
  end
end
