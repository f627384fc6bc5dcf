# frozen_string_literal: true

module Webhooks
  class StripeController < ActionController::API
    def create
      payload = request.raw_post
      sig = request.headers["Stripe-Signature"]
      event = Stripe::Webhook.construct_event(payload, sig, ENV.fetch("STRIPE_WEBHOOK_SECRET"))
      InvoicePaidHandler.call(event) if event.type == "invoice.paid"
      head :ok
    rescue JSON::ParserError, Stripe::SignatureVerificationError
      render json: { error: "invalid signature" }, status: :bad_request
    end
  end
end
