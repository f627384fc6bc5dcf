# frozen_string_literal: true

module Webhooks
  class StripeController < ActionController::API
    def create
      payload = request.body.read
      sig_header = request.headers["Stripe-Signature"]
      event = Stripe::Webhook.construct_event(payload, sig_header, ENV.fetch("STRIPE_WEBHOOK_SECRET"))

      case event.type
      when "payment_intent.succeeded"
        Deposit.mark_paid!(event.data.object.id)
      when "payment_intent.payment_failed"
        Deposit.mark_failed!(event.data.object.id)
      end
      head :ok
    rescue JSON::ParserError, Stripe::SignatureVerificationError
      render json: { error: "invalid signature" }, status: :bad_request
    end
  end
end
