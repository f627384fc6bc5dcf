# frozen_string_literal: true

module Webhooks
  class StripeController < ActionController::API
    def create
      payload = request.body.read
      sig_header = request.headers["Stripe-Signature"]
      event = Stripe::Webhook.construct_event(payload, sig_header, ENV.fetch("STRIPE_WEBHOOK_SECRET"))

      Billing::StripeEventRouter.dispatch(event)
      head :ok
    rescue JSON::ParserError
      render json: { error: "invalid payload" }, status: :bad_request
    rescue Stripe::SignatureVerificationError
      render json: { error: "invalid signature" }, status: :bad_request
    end
  end
end
