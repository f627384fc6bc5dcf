"""Small Flask receiver on ops-hooks.ridgelinefoods.com.

- /dialwell   : call outcomes from Dialwell -> warehouse
- /stripe     : invoice events -> #wins
- /api/me     : used by the internal ops dashboard (SSO proxy sets X-User-Email)
"""
import hashlib
import hmac
import os

import stripe
from flask import Flask, abort, jsonify, request

from warehouse import insert_call, insert_invoice

app = Flask(__name__)
DIALWELL_SECRET = os.environ["DIALWELL_SIGNING_SECRET"].encode()


@app.post("/dialwell")
def dialwell_event():
    sent = request.headers.get("X-Dialwell-Signature", "")
    digest = hmac.new(DIALWELL_SECRET, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sent, digest):
        abort(401)
    evt = request.get_json()
    if evt.get("type") == "call.completed":
        insert_call(evt["data"])
    return "", 204


@app.post("/stripe")
def stripe_event():
    try:
        evt = stripe.Webhook.construct_event(
            request.get_data(), request.headers.get("Stripe-Signature"), os.environ["STRIPE_WEBHOOK_SECRET"]
        )
    except stripe.error.SignatureVerificationError:
        return jsonify({"error": "invalid signature"}), 400
    if evt["type"] == "invoice.paid":
        insert_invoice(evt["data"]["object"])
    return "", 204


@app.get("/api/me")
def me():
    email = request.headers.get("X-User-Email")
    if not email:
        return jsonify({"error": "missing user"}), 400
    return jsonify({"email": email, "user_id": request.headers.get("X-User-Id")})


@app.errorhandler(404)
def not_found(_):
    return jsonify({"error": "not found"}), 404
