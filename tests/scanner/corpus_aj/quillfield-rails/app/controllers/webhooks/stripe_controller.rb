module Webhooks
  class StripeController < ActionController::API
    def create
      sig_header = request.headers["Stripe-Signature"]
      event = Stripe::Webhook.construct_event(request.raw_post, sig_header, ENV.fetch("STRIPE_WEBHOOK_SECRET"))
      InvoiceEventJob.perform_later(event.to_hash)
      head :ok
    rescue JSON::ParserError, Stripe::SignatureVerificationError => e
      render json: { error: e.message }, status: :bad_request
    end
  end
end
