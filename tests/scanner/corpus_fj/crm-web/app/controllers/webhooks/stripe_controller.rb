# frozen_string_literal: true

module Webhooks
  class StripeController < ActionController::API
    def create
      payload = request.raw_post
      sig_header = request.headers["Stripe-Signature"]
      event = Stripe::Webhook.construct_event(payload, sig_header, Rails.application.credentials.dig(:stripe, :webhook_secret))

      case event.type
      when "invoice.paid" then Billing::InvoicePaid.call(event.data.object)
      when "customer.subscription.deleted" then Billing::Churn.call(event.data.object)
      end

      head :ok
    rescue JSON::ParserError, Stripe::SignatureVerificationError => e
      render json: { error: e.message }, status: :bad_request
    end
  end
end
