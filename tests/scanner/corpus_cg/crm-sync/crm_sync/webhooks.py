import hashlib
import hmac
import os
import time

import stripe
from flask import Blueprint, abort, request

bp = Blueprint("webhooks", __name__)

CALLBROOK_SECRET = os.environ.get("CALLBROOK_WEBHOOK_SECRET", "").encode()
STRIPE_ENDPOINT_SECRET = os.environ.get("STRIPE_ENDPOINT_SECRET", "")


def _verify_legacy(raw: bytes) -> bool:
    sent = request.headers.get("X-Callbrook-Signature", "")
    expected = hmac.new(CALLBROOK_SECRET, raw, hashlib.sha256).hexdigest()
    return hmac.compare_digest(sent, expected)


def _verify_v2(raw: bytes, tolerance_ms: int = 300_000) -> bool:
    header = request.headers.get("Service-Signature", "")
    parts = dict(p.split("=", 1) for p in header.split(",") if "=" in p)
    ts, sig = parts.get("t"), parts.get("v1")
    if not ts or not sig or abs(time.time() * 1000 - int(ts)) > tolerance_ms:
        return False
    mac = hmac.new(CALLBROOK_SECRET, f"{ts}.".encode() + raw, hashlib.sha256).hexdigest()
    return hmac.compare_digest(mac, sig)


@bp.post("/hooks/callbrook")
def callbrook_hook():
    raw = request.get_data()
    ok = _verify_v2(raw) if "Service-Signature" in request.headers else _verify_legacy(raw)
    if not ok:
        abort(401)
    event = request.get_json()
    # TODO(RO-431): handle call.completed
    return {"received": event.get("type")}, 200


@bp.post("/hooks/stripe")
def stripe_hook():
    sig = request.headers.get("Stripe-Signature")
    try:
        event = stripe.Webhook.construct_event(request.get_data(), sig, STRIPE_ENDPOINT_SECRET)
    except stripe.error.SignatureVerificationError:
        abort(400)
    return {"received": event["type"]}, 200
