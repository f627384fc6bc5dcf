module Webhooks
  class VoxteraController < ActionController::API
    def create
      payload = request.raw_post
      signature = request.headers["X-Voxtera-Signature"].to_s
      expected = OpenSSL::HMAC.hexdigest("SHA256", Rails.configuration.x.voxtera.webhook_secret, payload)
      return head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(expected, signature)

      event = JSON.parse(payload)
      CallOutcomeJob.perform_later(event)
      head :no_content
    end
  end
end
