"""Receiver for the platform's outbound webhooks (legacy format)."""

import hashlib
import hmac

from flask import Flask, abort, request

app = Flask(__name__)
WEBHOOK_SECRET = b"loaded-from-vault-at-startup"


@app.post("/hooks/calling")
def calling_hook():
    signature = request.headers.get("X-Calling-Signature", "")
    expected = hmac.new(WEBHOOK_SECRET, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(signature, expected):
        abort(401)
    return {"ok": True}


@app.post("/hooks/github")
def github_hook():
    signature = request.headers.get("X-Hub-Signature-256", "")
    expected = "sha256=" + hmac.new(WEBHOOK_SECRET, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(signature, expected):
        abort(401)
    return {"ok": True}
