"""Inbound webhooks: Callvista call outcomes and Stripe invoice events."""
from __future__ import annotations

import hashlib
import hmac
import json

import stripe
from flask import Blueprint, abort, current_app, request

bp = Blueprint("webhooks", __name__, url_prefix="/hooks")


def _hmac_hex(secret: str, body: bytes) -> str:
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


@bp.post("/callvista")
def callvista_event():
    raw = request.get_data()
    sent = request.headers.get("X-Callvista-Signature", "")
    expected = _hmac_hex(current_app.config["CALLVISTA_WEBHOOK_SECRET"], raw)
    if not hmac.compare_digest(sent, expected):
        abort(401)
    event = json.loads(raw)
    current_app.logger.info("callvista event %s for list %s", event.get("type"), event.get("list_id"))
    return {"ok": True}


@bp.post("/stripe")
def stripe_event():
    payload = request.get_data()
    sig_header = request.headers.get("Stripe-Signature", "")
    try:
        event = stripe.Webhook.construct_event(payload, sig_header, current_app.config["STRIPE_WEBHOOK_SECRET"])
    except (ValueError, stripe.error.SignatureVerificationError):
        abort(400)
    current_app.logger.info("stripe event %s", event["type"])
    return {"ok": True}


@bp.errorhandler(401)
def unauthorized(_e):
    # our own API error shape, not a vendor's
    return {"error": "invalid signature"}, 401
