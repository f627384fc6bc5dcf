"""Webhook receivers for the Calling Service.

Two subscriptions are live while we migrate:

* ``/hooks/calling``    -- the legacy outbound webhook. It signs the body
  only (hex HMAC-SHA256 in X-Calling-Signature), no timestamp.
* ``/hooks/calling/v2`` -- the v2 subscription. Header ``Service-Signature:
  t=<ms>,v1=<hex>`` over ``"<t>.<raw body>"``.

Do not swap the legacy verifier for the v2 one until the v2 subscription has
been verified -- the vendor keeps sending legacy payloads until then.
"""
import hashlib
import hmac
import os
import time

from flask import Flask, abort, jsonify, request

from .queue import enqueue, seen_before

app = Flask(__name__)

LEGACY_SECRET = os.environ["CALLING_LEGACY_WEBHOOK_SECRET"].encode()
V2_SECRET = os.environ["CALLING_V2_SIGNING_SECRET"]
TOLERANCE_MS = 5 * 60 * 1000


@app.post("/hooks/calling")
def legacy_hook():
    received = request.headers.get("X-Calling-Signature", "")
    expected = hmac.new(LEGACY_SECRET, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(received, expected):
        abort(401)
    enqueue("legacy", request.get_json())
    return "", 204


def verify_v2(raw: bytes, header: str, secret: str, now_ms: int | None = None) -> bool:
    try:
        parts = dict(item.strip().split("=", 1) for item in header.split(","))
        ts = int(parts["t"])
        given = parts["v1"]
    except (KeyError, ValueError):
        return False
    now_ms = now_ms if now_ms is not None else int(time.time() * 1000)
    if abs(now_ms - ts) > TOLERANCE_MS:
        return False
    signed = str(ts).encode() + b"." + raw
    expected = hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, given)


@app.post("/hooks/calling/v2")
def v2_hook():
    raw = request.get_data()
    if not verify_v2(raw, request.headers.get("Service-Signature", ""), V2_SECRET):
        abort(401)
    event = request.get_json()
    if event.get("type") == "webhook.verification":
        return jsonify(challenge=event["challenge"])
    if not seen_before(event["id"]):
        enqueue("v2", {"id": event["id"], "type": event["type"],
                       "resourceType": event["resourceType"], "resourceId": event["resourceId"]})
    return "", 204
