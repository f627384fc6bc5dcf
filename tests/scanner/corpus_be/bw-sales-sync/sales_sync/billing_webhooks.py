"""Stripe billing events (seat changes for the SDR team)."""
import stripe
from flask import Blueprint, current_app, jsonify, request

bp = Blueprint("billing_webhooks", __name__)


@bp.post("/webhooks/stripe")
def stripe_events():
    payload = request.get_data()
    sig_header = request.headers.get("Stripe-Signature", "")
    try:
        event = stripe.Webhook.construct_event(payload, sig_header, current_app.config["STRIPE_WEBHOOK_SECRET"])
    except stripe.error.SignatureVerificationError:
        return jsonify({"error": "invalid signature"}), 400
    except ValueError:
        return jsonify({"error": "invalid payload"}), 400

    if event["type"] == "customer.subscription.updated":
        current_app.logger.info("seats changed: %s", event["data"]["object"]["quantity"])
    return jsonify({"received": True})
