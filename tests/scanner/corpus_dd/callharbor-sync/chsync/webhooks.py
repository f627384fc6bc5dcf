"""Small Flask app (runs on the ops box) receiving CallHarbor and Stripe webhooks."""
import hashlib
import hmac
import os

from flask import Flask, abort, jsonify, request

from .config import settings

app = Flask(__name__)


def _valid_callharbor(raw: bytes) -> bool:
    received = request.headers.get("X-CallHarbor-Signature", "")
    digest = hmac.new(settings.webhook_secret.encode(), raw, hashlib.sha256).hexdigest()
    return hmac.compare_digest(received, digest)


@app.post("/hooks/callharbor")
def callharbor_hook():
    raw = request.get_data()
    if not _valid_callharbor(raw):
        abort(401)
    event = request.get_json()
    app.logger.info("callharbor event %s for %s", event.get("event"), event.get("data", {}).get("contact_external_id"))
    return jsonify(ok=True)


@app.post("/hooks/stripe")
def stripe_hook():
    sig = request.headers.get("Stripe-Signature", "")
    parts = dict(p.split("=", 1) for p in sig.split(",") if "=" in p)
    payload = f"{parts.get('t')}.{request.get_data(as_text=True)}".encode()
    secret = os.environ["STRIPE_WEBHOOK_SECRET"].encode()
    if not hmac.compare_digest(parts.get("v1", ""), hmac.new(secret, payload, hashlib.sha256).hexdigest()):
        return jsonify(error="invalid signature"), 400
    return jsonify(received=True)


@app.get("/healthz")
def health():
    who = request.headers.get("X-User-Email", "anonymous")
    return jsonify(status="ok", caller=who)
