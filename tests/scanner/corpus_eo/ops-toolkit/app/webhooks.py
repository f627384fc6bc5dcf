import hashlib
import hmac
import logging

import stripe
from flask import Blueprint, abort, current_app, request

log = logging.getLogger(__name__)
bp = Blueprint("webhooks", __name__, url_prefix="/hooks")

SIGNATURE_HEADER = "X-DialPond-Signature"


@bp.post("/dialpond")
def dialpond():
    secret = current_app.config["DIALPOND_WEBHOOK_SECRET"].encode()
    sig = request.headers.get(SIGNATURE_HEADER, "")
    expected = hmac.new(secret, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sig, expected):
        abort(401)
    event = request.get_json()
    log.info("dialpond event %s for list %s", event.get("type"), event.get("contact_list_id"))
    return "", 204


@bp.post("/stripe")
def stripe_hook():
    try:
        event = stripe.Webhook.construct_event(
            request.get_data(), request.headers.get("Stripe-Signature", ""),
            current_app.config["STRIPE_WEBHOOK_SECRET"],
        )
    except stripe.error.SignatureVerificationError:
        abort(400)
    log.info("stripe event %s", event["type"])
    return "", 204


@bp.post("/github")
def github_hook():
    secret = current_app.config["GITHUB_WEBHOOK_SECRET"].encode()
    sent = request.headers.get("X-Hub-Signature-256", "")
    digest = "sha256=" + hmac.new(secret, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sent, digest):
        abort(401)
    return "", 204
