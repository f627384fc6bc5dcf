"""Tiny Flask app receiving vendor webhooks (runs on the revops ECS service)."""
import hashlib
import hmac
import os

import stripe
from flask import Flask, abort, jsonify, request

app = Flask(__name__)

DIALWAVE_SECRET = os.environ.get("DIALWAVE_WEBHOOK_SECRET", "").encode()
stripe.api_key = os.environ.get("STRIPE_API_KEY")


@app.post("/hooks/dialwave")
def dialwave_hook():
    sent = request.headers.get("X-Dialwave-Signature", "")
    expected = hmac.new(DIALWAVE_SECRET, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sent, expected):
        abort(401)
    event = request.get_json()
    if event.get("type") == "call.completed":
        app.logger.info("call %s completed", event["data"]["id"])
    return jsonify(ok=True)


@app.post("/hooks/stripe")
def stripe_hook():
    sig = request.headers.get("Stripe-Signature")
    try:
        event = stripe.Webhook.construct_event(
            request.get_data(), sig, os.environ["STRIPE_WEBHOOK_SECRET"]
        )
    except (ValueError, stripe.error.SignatureVerificationError):
        return jsonify(error="invalid signature"), 400
    app.logger.info("stripe event %s", event["type"])
    return jsonify(ok=True)


@app.errorhandler(401)
def unauthorized(_):
    return jsonify(error="bad signature"), 401
