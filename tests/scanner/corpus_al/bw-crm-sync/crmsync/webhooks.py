import hashlib
import hmac
import json

import stripe
from flask import Flask, abort, jsonify, request

from crmsync import settings

app = Flask(__name__)


def _valid_dialwell_signature(raw: bytes) -> bool:
    received = request.headers.get("X-Dialwell-Signature", "")
    expected = hmac.new(settings.DIALWELL_WEBHOOK_SECRET, raw, hashlib.sha256).hexdigest()
    return hmac.compare_digest(received, expected)


@app.post("/hooks/dialwell")
def dialwell_hook():
    raw = request.get_data()
    if not _valid_dialwell_signature(raw):
        return jsonify({"error": "invalid signature"}), 401
    event = json.loads(raw)
    if event.get("type") == "call.completed":
        app.logger.info("call %s finished: %s", event["call_id"], event.get("outcome"))
    return "", 204


@app.post("/hooks/stripe")
def stripe_hook():
    sig = request.headers.get("Stripe-Signature")
    try:
        event = stripe.Webhook.construct_event(request.get_data(), sig, settings.STRIPE_WEBHOOK_SECRET)
    except stripe.error.SignatureVerificationError:
        abort(400)
    app.logger.info("stripe event %s", event["type"])
    return "", 200
