module Webhooks
  class RinglaneController < ActionController::API
    before_action :verify_signature!

    def create
      event = JSON.parse(request.raw_post)
      CallOutcomeRecorder.call(event) if event["type"] == "call.ended"
      head :ok
    end

    private

    def verify_signature!
      signature = request.headers["X-Ringlane-Signature"].to_s
      digest = OpenSSL::HMAC.hexdigest("SHA256", Rails.configuration.x.ringlane.webhook_secret, request.raw_post)
      head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(digest, signature)
    end
  end
end
