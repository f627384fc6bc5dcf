"""Tiny Flask app (runs as a sidecar) that lands Ringlane call events in S3 for the
call_events DAG to pick up. Also receives Stripe events for finance."""
import hashlib
import hmac
import json
import os
import time
import uuid

import boto3
import stripe
from flask import Flask, abort, request

app = Flask(__name__)
s3 = boto3.client("s3")
BUCKET = os.environ.get("LANDING_BUCKET", "northwind-landing")
RINGLANE_SECRET = os.environ["RINGLANE_WEBHOOK_SECRET"].encode()
STRIPE_SECRET = os.environ["STRIPE_WEBHOOK_SECRET"]


def _land(prefix: str, payload: bytes) -> None:
    key = f"{prefix}/dt={time.strftime('%Y-%m-%d')}/{uuid.uuid4()}.json"
    s3.put_object(Bucket=BUCKET, Key=key, Body=payload)


@app.post("/hooks/ringlane")
def ringlane_event():
    raw = request.get_data()
    sent = request.headers.get("X-Ringlane-Signature", "")
    expected = hmac.new(RINGLANE_SECRET, raw, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sent, expected):
        abort(401)
    _land("ringlane/call_events", raw)
    return {"ok": True}


@app.post("/hooks/ringlane/batch")
def ringlane_batch():
    """Older tenants still post batched events here (header is lowercase on their side)."""
    raw = request.get_data()
    mac = hmac.new(RINGLANE_SECRET, raw, hashlib.sha256).hexdigest()
    if request.headers.get("x-ringlane-signature") != mac:
        abort(401)
    for ev in json.loads(raw).get("events", []):
        _land("ringlane/call_events", json.dumps(ev).encode())
    return {"ok": True}


@app.post("/hooks/stripe")
def stripe_event():
    raw = request.get_data()
    sig = request.headers.get("Stripe-Signature", "")
    try:
        event = stripe.Webhook.construct_event(raw, sig, STRIPE_SECRET)
    except stripe.error.SignatureVerificationError:
        abort(400)
    _land("stripe/events", json.dumps(event).encode())
    return {"ok": True}


@app.get("/healthz")
def healthz():
    return {"status": "ok"}
