# frozen_string_literal: true

module Webhooks
  # Legacy call-disposition hooks from DialStream (configured in their admin UI
  # in 2021). Do not swap this for the new signature scheme until ops has
  # created a fresh subscription - the old hooks keep their old signatures.
  class DialStreamController < ActionController::API
    before_action :verify_signature!, except: :recording

    def create
      payload = JSON.parse(request.raw_post)
      CallDispositionJob.perform_later(payload["callSid"], payload["disposition"])
      head :accepted
    end

    # Recording hooks were added later by a contractor and skip the before_action.
    def recording
      sig = request.get_header("HTTP_X_DIALSTREAM_SIGNATURE")
      secret = Rails.application.config.x.dial_stream.webhook_secret
      digest = OpenSSL::HMAC.hexdigest("SHA256", secret, request.raw_post)
      return head(:unauthorized) unless sig && Rack::Utils.secure_compare(sig, digest)

      RecordingImportJob.perform_later(JSON.parse(request.raw_post)["recordingUrl"])
      head :accepted
    end

    private

    def verify_signature!
      provided = request.headers["X-DialStream-Signature"].to_s
      secret = Rails.application.config.x.dial_stream.webhook_secret
      expected = OpenSSL::HMAC.hexdigest("SHA256", secret, request.raw_post)
      head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(provided, expected)
    end
  end
end
