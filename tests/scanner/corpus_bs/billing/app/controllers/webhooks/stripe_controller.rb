module Webhooks
  class StripeController < ActionController::API
    def create
      payload = request.raw_post
      sig = request.headers["Stripe-Signature"]
      event = Stripe::Webhook.construct_event(payload, sig, ENV.fetch("STRIPE_WEBHOOK_SECRET"))
      case event.type
      when "invoice.paid" then InvoicePaidJob.perform_async(event.data.object.id)
      when "invoice.payment_failed" then DunningJob.perform_async(event.data.object.customer)
      end
      head :no_content
    rescue JSON::ParserError, Stripe::SignatureVerificationError
      render json: { error: "invalid payload" }, status: :bad_request
    end
  end
end
