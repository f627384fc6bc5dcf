import hashlib
import hmac
import logging

import stripe
from flask import Flask, abort, jsonify, request

from lead_router import config
from lead_router.dialfield import (
    ContactListMissing,
    DialfieldClient,
    DialfieldUnavailable,
    DialfieldUserNotFound,
)
from lead_router.services import enrichment, mailwave

log = logging.getLogger(__name__)
app = Flask(__name__)

dialfield = DialfieldClient(
    api_key=config.DIALFIELD_API_KEY,
    acting_email=config.DIALFIELD_ACTING_EMAIL,
    base_url=config.DIALFIELD_BASE_URL,
)


def _requesting_user():
    # Set by the internal SSO proxy in front of this app.
    return request.headers.get("X-User-Email", "anonymous")


@app.get("/healthz")
def healthz():
    return {"ok": True}


@app.post("/api/leads")
def route_lead():
    lead = request.get_json(force=True)
    if not lead.get("phone"):
        return jsonify({"error": "phone is required"}), 400
    extra = enrichment.enrich_person(lead.get("email", ""))
    list_id = lead.get("list_id") or config.DEFAULT_LIST_ID
    contact = {"phone": lead["phone"], "name": lead.get("name"), "company": extra.get("company")}
    try:
        dialfield.add_contacts(list_id, [contact])
    except DialfieldUserNotFound:
        log.error("acting user %s unknown to Dialfield", config.DIALFIELD_ACTING_EMAIL)
        return jsonify({"error": "dialer misconfigured"}), 500
    except ContactListMissing:
        return jsonify({"error": f"list {list_id} does not exist"}), 422
    except DialfieldUnavailable:
        return jsonify({"error": "dialer temporarily unavailable"}), 503
    if lead.get("email"):
        mailwave.add_to_nurture("nurture-2024", lead["email"], lead.get("name"))
    log.info("lead routed to list %s by %s", list_id, _requesting_user())
    return jsonify({"queued": True, "list_id": list_id}), 202


@app.post("/webhooks/dialfield")
def dialfield_webhook():
    signature = request.headers.get("X-Dialfield-Signature", "")
    expected = hmac.new(
        config.DIALFIELD_WEBHOOK_SECRET.encode(), request.get_data(), hashlib.sha256
    ).hexdigest()
    if not hmac.compare_digest(expected, signature):
        abort(401)
    event = request.get_json()
    log.info("dialfield event %s for call %s", event.get("type"), event.get("call_id"))
    return "", 204


@app.post("/webhooks/dialfield/recordings")
def dialfield_recording_webhook():
    # Older endpoint still configured on two Dialfield sub-accounts.
    sent_sig = request.headers["x-dialfield-signature"]
    digest = hmac.new(config.DIALFIELD_WEBHOOK_SECRET.encode(), request.get_data(), hashlib.sha256)
    if not hmac.compare_digest(digest.hexdigest(), sent_sig.removeprefix("sha256=")):
        abort(401)
    log.info("recording ready: %s", request.get_json().get("recording_url"))
    return "", 204


@app.post("/webhooks/stripe")
def stripe_webhook():
    sig_header = request.headers.get("Stripe-Signature")
    try:
        event = stripe.Webhook.construct_event(
            request.get_data(), sig_header, config.STRIPE_WEBHOOK_SECRET
        )
    except (ValueError, stripe.error.SignatureVerificationError):
        abort(400)
    log.info("stripe event %s", event["type"])
    return "", 204


@app.errorhandler(404)
def not_found(_exc):
    return jsonify({"error": "not found"}), 404
