import base64
import hashlib
import hmac
import json

import stripe
from flask import Flask, abort, request
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.serialization import load_der_public_key

from dialer_sync import settings

app = Flask(__name__)


@app.post("/hooks/dialstream")
def dialstream_hook():
    raw = request.get_data()
    sent = request.headers.get("X-Dialstream-Signature", "")
    expected = hmac.new(settings.DIALSTREAM_WEBHOOK_SECRET.encode(), raw, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sent, expected):
        abort(401)
    event = json.loads(raw)
    if event.get("type") == "call.completed":
        _record_call(event["data"])
    return "", 204


@app.post("/hooks/stripe")
def stripe_hook():
    sig = request.headers.get("Stripe-Signature", "")
    try:
        event = stripe.Webhook.construct_event(request.get_data(), sig, settings.STRIPE_WEBHOOK_SECRET)
    except stripe.error.SignatureVerificationError:
        return {"error": "invalid signature"}, 400
    return {"received": event["id"]}, 200


@app.post("/hooks/sendgrid")
def sendgrid_events():
    sig = request.headers.get("X-Twilio-Email-Event-Webhook-Signature", "")
    ts = request.headers.get("X-Twilio-Email-Event-Webhook-Timestamp", "")
    key = load_der_public_key(base64.b64decode(settings.SENDGRID_WEBHOOK_PUBLIC_KEY))
    try:
        key.verify(base64.b64decode(sig), ts.encode() + request.get_data(), ec.ECDSA(hashes.SHA256()))
    except Exception:
        abort(403)
    return "", 204


def _record_call(data):
    print("call", data.get("call_id"), data.get("disposition"))
