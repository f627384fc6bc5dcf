from __future__ import annotations

import hashlib
import hmac

import stripe
from flask import Blueprint, abort, current_app, jsonify, request

bp = Blueprint("webhooks", __name__, url_prefix="/webhooks")


def _valid_dialwave_signature(body: bytes, signature: str | None, secret: str) -> bool:
    if not signature:
        return False
    expected = hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


@bp.post("/dialwave")
def dialwave_event():
    signature = request.headers.get("X-Dialwave-Signature")
    secret = current_app.config["DIALWAVE_WEBHOOK_SECRET"]
    if not _valid_dialwave_signature(request.get_data(), signature, secret):
        abort(401)
    event = request.get_json()
    current_app.logger.info("dialwave event %s for call %s", event["type"], event.get("call_id"))
    return jsonify({"ok": True})


@bp.post("/stripe")
def stripe_event():
    sig_header = request.headers.get("Stripe-Signature")
    try:
        event = stripe.Webhook.construct_event(
            request.get_data(), sig_header, current_app.config["STRIPE_WEBHOOK_SECRET"]
        )
    except (ValueError, stripe.error.SignatureVerificationError):
        return jsonify({"error": "invalid signature"}), 400
    current_app.logger.info("stripe event %s", event["type"])
    return jsonify({"received": True})
