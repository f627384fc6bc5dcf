import os

from flask import Flask, abort, jsonify, request

from .signatures import (
    verify_github,
    verify_ringvale_legacy,
    verify_service_signature,
    verify_slack,
)
from .sinks import publish

app = Flask(__name__)

RINGVALE_SECRET = os.environ.get("RINGVALE_WEBHOOK_SECRET", "")
GITHUB_SECRET = os.environ.get("GITHUB_WEBHOOK_SECRET", "")
SLACK_SECRET = os.environ.get("SLACK_SIGNING_SECRET", "")


@app.post("/ringvale")
def ringvale():
    body = request.get_data()
    if "Service-Signature" in request.headers:
        ok = verify_service_signature(request.headers, body, RINGVALE_SECRET)
    else:
        ok = verify_ringvale_legacy(request.headers, body, RINGVALE_SECRET)
    if not ok:
        abort(401)
    publish("ringvale.events", body)
    return "", 204


@app.post("/github")
def github():
    if not verify_github(request.headers, request.get_data(), GITHUB_SECRET):
        return jsonify({"error": "invalid signature"}), 401
    publish("github.events", request.get_data())
    return "", 204


@app.post("/slack")
def slack():
    if not verify_slack(request.headers, request.get_data(), SLACK_SECRET):
        abort(401)
    return jsonify({"ok": True})
