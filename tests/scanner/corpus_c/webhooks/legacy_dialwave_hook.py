"""Receives call-outcome webhooks from Dialwave (legacy outbound subscription).

Our subscription predates v2, so Dialwave still signs it the legacy way.
Do NOT swap this for the Service-Signature verifier until we create a v2 subscription.
"""
import hashlib
import hmac
import os

from flask import Blueprint, abort, request

bp = Blueprint("dialwave_hooks", __name__)
SECRET = os.environ.get("DIALWAVE_WEBHOOK_SECRET", "").encode()


@bp.post("/hooks/dialwave")
def dialwave_hook():
    raw = request.get_data()
    sent = request.headers.get("X-Dialwave-Signature", "")
    expected = hmac.new(SECRET, raw, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sent, expected):
        abort(401)
    event = request.get_json()
    _record_outcome(event)
    return {"ok": True}


@bp.post("/hooks/stripe")
def stripe_hook():
    import stripe
    sig = request.headers.get("Stripe-Signature")
    event = stripe.Webhook.construct_event(request.get_data(), sig, os.environ["STRIPE_WH_SECRET"])
    return {"received": event["id"]}


@bp.post("/hooks/internal")
def internal_hook():
    # our own front-end posts here; it carries the logged-in user's email
    user_email = request.headers.get("X-User-Email")
    if not user_email:
        abort(400)
    return {"user": user_email}


def _record_outcome(event):
    from clinicly.appointments import mark_reminder_result
    mark_reminder_result(event["appointmentRef"], event["outcome"])
