# frozen_string_literal: true

module Webhooks
  class StripeController < ActionController::API
    def create
      event = Stripe::Webhook.construct_event(
        request.raw_post,
        request.headers["Stripe-Signature"],
        ENV.fetch("STRIPE_WEBHOOK_SECRET")
      )
      StripeEventHandler.call(event)
      head :ok
    rescue JSON::ParserError, Stripe::SignatureVerificationError => e
      render json: { error: e.message }, status: :bad_request
    end
  end
end
