module Webhooks
  class StripeController < ActionController::API
    def create
      payload = request.body.read
      sig_header = request.headers["Stripe-Signature"]
      event = Stripe::Webhook.construct_event(payload, sig_header, ENV.fetch("STRIPE_WEBHOOK_SECRET"))

      case event.type
      when "invoice.paid" then Billing::MarkInvoicePaid.call(event.data.object)
      when "customer.subscription.deleted" then Billing::CancelPlan.call(event.data.object)
      end

      head :ok
    rescue JSON::ParserError, Stripe::SignatureVerificationError => e
      render json: { error: e.message }, status: :bad_request
    end
  end
end
