"""Receives call-disposition webhooks from Callspring and push events from GitHub."""
import hashlib
import hmac

from flask import Flask, abort, request

from crm_sync import settings

app = Flask(__name__)


def _hmac_hex(secret, body):
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


@app.post("/hooks/callspring")
def callspring_hook():
    sig = request.headers.get("X-Callspring-Signature", "")
    expected = _hmac_hex(settings.CALLSPRING_WEBHOOK_SECRET, request.get_data())
    if not hmac.compare_digest(sig, expected):
        abort(401)
    event = request.get_json()
    if event.get("type") == "call.completed":
        app.logger.info("call %s disposition=%s", event["call_id"], event.get("disposition"))
    return "", 204


@app.post("/hooks/github")
def github_hook():
    sig = request.headers.get("X-Hub-Signature-256", "")
    expected = "sha256=" + _hmac_hex(settings.GITHUB_WEBHOOK_SECRET, request.get_data())
    if not hmac.compare_digest(sig, expected):
        abort(401)
    return "", 204
