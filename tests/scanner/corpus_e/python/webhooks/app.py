"""Flask app for Albion's internal sales tooling.

- POST /webhooks/voxtera   legacy outbound webhook from the Voxtera calling service
- GET  /api/me/lists       our own API; identity comes from the SSO proxy headers
"""
import hashlib
import hmac
import json
import os

from flask import Flask, abort, jsonify, request

from .queue import enqueue
from .repo import lists_for_user

app = Flask(__name__)

VOXTERA_WEBHOOK_SECRET = os.environ["VOXTERA_WEBHOOK_SECRET"].encode()
SSO_SHARED_TOKEN = os.environ["SSO_PROXY_TOKEN"]


def _legacy_signature_ok(raw: bytes) -> bool:
    provided = request.headers.get("X-Voxtera-Signature", "")
    expected = hmac.new(VOXTERA_WEBHOOK_SECRET, raw, hashlib.sha256).hexdigest()
    return hmac.compare_digest(provided, expected)


@app.post("/webhooks/voxtera")
def voxtera_webhook():
    raw = request.get_data(cache=False)
    if not _legacy_signature_ok(raw):
        abort(401)
    event = json.loads(raw)
    enqueue("voxtera.legacy", event)
    return jsonify(received=True)


@app.get("/api/me/lists")
def my_lists():
    # oauth2-proxy in front of this app sets these after SSO login
    if request.headers.get("X-Proxy-Token") != SSO_SHARED_TOKEN:
        abort(403)
    email = request.headers.get("X-User-Email")
    user_id = request.headers.get("X-User-Id")
    if not email:
        return jsonify(error="missing identity"), 401
    return jsonify(data=lists_for_user(email=email, user_id=user_id))


@app.errorhandler(404)
def not_found(_):
    return jsonify(error="not found"), 404


@app.errorhandler(502)
def bad_gateway(_):
    return jsonify(error="upstream unavailable"), 502
