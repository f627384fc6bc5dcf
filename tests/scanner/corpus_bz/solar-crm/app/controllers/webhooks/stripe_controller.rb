# frozen_string_literal: true

module Webhooks
  class StripeController < ActionController::API
    def create
      sig = request.headers["Stripe-Signature"]
      event = Stripe::Webhook.construct_event(request.raw_post, sig, ENV.fetch("STRIPE_WEBHOOK_SECRET"))
      PaymentEventHandler.call(event)
      head :ok
    rescue Stripe::SignatureVerificationError
      head :bad_request
    end
  end
end
