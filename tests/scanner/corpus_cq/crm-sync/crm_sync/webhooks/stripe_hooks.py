import stripe

from crm_sync import settings


def handle(request):
    sig = request.headers.get("Stripe-Signature")
    try:
        event = stripe.Webhook.construct_event(request.body, sig, settings.STRIPE_WEBHOOK_SECRET)
    except (ValueError, stripe.error.SignatureVerificationError):
        return 400, {"error": "invalid payload"}
    if event["type"] == "invoice.paid":
        pass  # financing partner deposit, handled by billing team
    return 200, {"received": True}
