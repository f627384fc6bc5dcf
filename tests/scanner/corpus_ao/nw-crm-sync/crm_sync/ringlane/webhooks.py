"""Receives call-outcome webhooks from Ringlane."""
import hashlib
import hmac
import os

from flask import Blueprint, abort, current_app, jsonify, request

bp = Blueprint("ringlane_webhooks", __name__)


def _secret() -> bytes:
    return os.environ["RINGLANE_WEBHOOK_SECRET"].encode()


@bp.post("/webhooks/ringlane")
def ringlane_webhook():
    signature = request.headers.get("X-Ringlane-Signature", "")
    expected = hmac.new(_secret(), request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(signature, expected):
        current_app.logger.warning("bad ringlane webhook signature")
        abort(401)

    event = request.get_json(force=True)
    if event.get("type") == "call.completed":
        current_app.extensions["outcomes"].record(event["data"])
    return jsonify(ok=True)
