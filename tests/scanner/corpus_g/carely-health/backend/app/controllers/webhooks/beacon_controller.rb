# frozen_string_literal: true

module Webhooks
  # Receives call outcomes from Beacon (RingPilot).
  #  - #legacy: the outbound webhook created in the RingPilot admin UI in 2023 (still live).
  #  - #events: the v2 subscription (PUT /webhooks/{id}), signed with Service-Signature.
  class BeaconController < ActionController::API
    before_action :verify_legacy_signature!, only: :legacy
    before_action :verify_clinic_hook_signature!, only: :clinic_list_event

    def legacy
      outcome = JSON.parse(request.raw_post)
      RecallOutcomeJob.perform_later(outcome.slice("phoneNumber", "callStatus", "listId"))
      head :ok
    end

    # Per-clinic hooks created by the RingPilot CSM in 2022; they sign with a different header.
    def clinic_list_event
      RecallOutcomeJob.perform_later(JSON.parse(request.raw_post).slice("listId", "contactsCount"))
      head :ok
    end

    def events
      raw = request.raw_post
      unless Beacon::V2Signature.valid?(request.headers["Service-Signature"], raw, secret: ENV.fetch("BEACON_V2_SIGNING_SECRET"))
        return head :unauthorized
      end

      event = JSON.parse(raw)
      if event["type"] == "webhook.verification"
        return render json: { challenge: event["challenge"] }
      end

      BeaconEventJob.perform_later(event["id"], event["resourceType"], event["resourceId"]) if ProcessedEvent.claim(event["id"])
      head :ok
    end

    private

    def verify_legacy_signature!
      provided = request.headers["X-RingPilot-Signature"].to_s
      expected = OpenSSL::HMAC.hexdigest("SHA256", Beacon.config.webhook_secret.to_s, request.raw_post)
      head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare(provided, expected)
    end

    def verify_clinic_hook_signature!
      sig = request.get_header("HTTP_X_BEACON_SIGNATURE").to_s
      mac = OpenSSL::HMAC.hexdigest("SHA256", Beacon.config.webhook_secret.to_s, request.raw_post)
      head :unauthorized unless ActiveSupport::SecurityUtils.secure_compare("sha256=#{mac}", sig)
    end
  end
end
