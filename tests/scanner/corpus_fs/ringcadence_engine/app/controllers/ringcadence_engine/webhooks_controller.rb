module RingcadenceEngine
  # Signature is checked by RingcadenceEngine::WebhookVerifier before we get here.
  class WebhooksController < ActionController::API
    def create
      event = JSON.parse(request.raw_post)
      ActiveSupport::Notifications.instrument("ringcadence.#{event['type']}", payload: event["data"])
      head :no_content
    rescue JSON::ParserError
      render json: { error: "malformed payload" }, status: :bad_request
    end
  end
end
