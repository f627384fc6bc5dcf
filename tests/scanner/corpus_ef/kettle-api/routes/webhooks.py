import stripe
from flask import Blueprint, current_app, jsonify, request

from ringlark.webhooks import verify_ringlark_request
from services import billing, calls

bp = Blueprint("webhooks", __name__)


@bp.post("/ringlark")
def ringlark_event():
    verify_ringlark_request()
    event = request.get_json()
    if event.get("type") == "call.completed":
        calls.record_completed(event["data"])
    return "", 204


@bp.post("/stripe")
def stripe_event():
    sig = request.headers.get("Stripe-Signature")
    try:
        event = stripe.Webhook.construct_event(
            request.get_data(), sig, current_app.config["STRIPE_WEBHOOK_SECRET"]
        )
    except stripe.error.SignatureVerificationError:
        return jsonify(error="bad signature"), 400
    billing.handle(event)
    return "", 200
