"""Tiny Flask app on the integrations VM: receives Ringstead call events and Slack slash commands."""
import hashlib
import hmac
import os
import time

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
RINGSTEAD_SIGNING_SECRET = os.environ["RINGSTEAD_SIGNING_SECRET"].encode()
SLACK_SIGNING_SECRET = os.environ["SLACK_SIGNING_SECRET"].encode()


@app.post("/hooks/ringstead")
def ringstead_hook():
    received = request.headers.get("X-Ringstead-Signature", "")
    expected = hmac.new(RINGSTEAD_SIGNING_SECRET, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(received, expected):
        abort(401)
    event = request.get_json()
    app.logger.info("ringstead event %s for list %s", event.get("type"), event.get("list_id"))
    return "", 204


@app.post("/hooks/slack/dialer")
def slack_command():
    ts = request.headers.get("X-Slack-Request-Timestamp", "0")
    if abs(time.time() - int(ts)) > 300:
        abort(400)
    base = f"v0:{ts}:{request.get_data(as_text=True)}".encode()
    expected = "v0=" + hmac.new(SLACK_SIGNING_SECRET, base, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(request.headers.get("X-Slack-Signature", ""), expected):
        abort(401)
    return jsonify({"response_type": "ephemeral", "text": "Dialer sync queued"})


@app.errorhandler(401)
def unauthorized(_):
    return jsonify({"error": "invalid signature"}), 401
