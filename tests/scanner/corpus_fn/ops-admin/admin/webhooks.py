import hashlib
import hmac
import logging

import stripe
from flask import Blueprint, abort, current_app, request

log = logging.getLogger(__name__)
bp = Blueprint("webhooks", __name__, url_prefix="/webhooks")


def verify_callhaven(body: bytes, signature: str, secret: str) -> bool:
    expected = hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


@bp.post("/callhaven")
def callhaven_event():
    signature = request.headers.get("X-Callhaven-Signature", "")
    if not verify_callhaven(request.get_data(), signature, current_app.config["CALLHAVEN_WEBHOOK_SECRET"]):
        abort(401)
    event = request.get_json()
    log.info("callhaven event %s for list %s", event.get("type"), event.get("list_id"))
    return "", 204


@bp.post("/stripe")
def stripe_event():
    sig_header = request.headers.get("Stripe-Signature")
    try:
        event = stripe.Webhook.construct_event(
            request.get_data(), sig_header, current_app.config["STRIPE_WEBHOOK_SECRET"]
        )
    except (ValueError, stripe.error.SignatureVerificationError):
        return {"error": "invalid signature"}, 400
    log.info("stripe event %s", event["type"])
    return "", 204
