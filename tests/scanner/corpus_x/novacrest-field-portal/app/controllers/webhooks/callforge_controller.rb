module Webhooks
  class CallforgeController < ActionController::API
    def create
      payload = request.raw_post
      signature = request.headers["X-CallForge-Signature"].to_s
      secret = ENV.fetch("CALLFORGE_WEBHOOK_SECRET")
      expected = OpenSSL::HMAC.hexdigest("SHA256", secret, payload)

      unless ActiveSupport::SecurityUtils.secure_compare(signature, expected)
        head :unauthorized and return
      end

      event = JSON.parse(payload)
      CallOutcomeJob.perform_later(event) if event["type"] == "call.completed"
      head :no_content
    end
  end
end
