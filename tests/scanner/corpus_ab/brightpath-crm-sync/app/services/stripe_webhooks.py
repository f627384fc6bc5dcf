import os

import stripe

stripe.api_key = os.environ.get("STRIPE_SECRET_KEY", "")
ENDPOINT_SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET", "")


def parse_event(payload, headers):
    sig_header = headers.get("Stripe-Signature")
    return stripe.Webhook.construct_event(payload, sig_header, ENDPOINT_SECRET)


def handle_event(event):
    if event["type"] == "invoice.payment_failed":
        return {"action": "flag_account", "customer": event["data"]["object"]["customer"]}
    return {"action": "ignore"}
