import hashlib
import hmac
import os

from flask import Flask, abort, jsonify, request

app = Flask(__name__)
CALLOWAY_SECRET = os.environ["CALLOWAY_WEBHOOK_SECRET"].encode()
MAILJET_TOKEN = os.environ.get("MAILJET_EVENT_TOKEN", "")


@app.post("/hooks/calloway")
def calloway_hook():
    sent = request.headers.get("X-Calloway-Signature", "")
    expected = hmac.new(CALLOWAY_SECRET, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sent, expected):
        abort(401)
    event = request.get_json()
    app.logger.info("call outcome %s for %s", event.get("outcome"), event.get("phone"))
    return "", 204


@app.post("/hooks/mailjet")
def mailjet_hook():
    if request.args.get("token") != MAILJET_TOKEN:
        return jsonify({"error": "invalid token"}), 401
    return "", 204


@app.get("/healthz")
def healthz():
    return jsonify({"status": "ok"})
