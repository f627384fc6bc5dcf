module Webhooks
  class RinghubController < ActionController::API
    def create
      payload = request.raw_post
      signature = request.headers["X-Ringhub-Signature"].to_s
      expected = OpenSSL::HMAC.hexdigest("SHA256", Rails.configuration.x.ringhub.webhook_secret, payload)
      return head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(signature, expected)

      CallOutcomeJob.perform_later(JSON.parse(payload))
      head :accepted
    end
  end
end
