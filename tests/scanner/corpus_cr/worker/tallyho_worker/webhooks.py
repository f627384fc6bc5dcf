import hashlib
import hmac
import json

from flask import Flask, abort, request

from .settings import settings
from .tasks.call_events import handle_call_event

app = Flask(__name__)


@app.post("/hooks/ringwell")
def ringwell_hook():
    signature = request.headers.get("X-Ringwell-Signature", "")
    digest = hmac.new(settings.ringwell_signing_secret.encode(), request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(signature, digest):
        abort(401)
    handle_call_event.delay(json.loads(request.get_data()))
    return "", 204


@app.post("/hooks/slack")
def slack_hook():
    ts = request.headers["X-Slack-Request-Timestamp"]
    sig = request.headers["X-Slack-Signature"]
    base = f"v0:{ts}:{request.get_data(as_text=True)}".encode()
    mine = "v0=" + hmac.new(settings.redis_url.encode(), base, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(mine, sig):
        abort(401)
    return {"ok": True}
