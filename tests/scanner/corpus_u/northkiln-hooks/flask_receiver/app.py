"""Legacy Flask receiver still used by the QA environment for Ringstead events
and GitHub deploy notifications."""
import hashlib
import hmac
import os

from flask import Flask, abort, jsonify, request

app = Flask(__name__)

RS_SECRET = os.environ.get("RINGSTEAD_WEBHOOK_SECRET", "").encode()
GH_SECRET = os.environ.get("GITHUB_WEBHOOK_SECRET", "").encode()
SIGNATURE_HEADER = "X-Ringstead-Signature"


@app.post("/ringstead/events")
def ringstead_events():
    sent = request.headers.get(SIGNATURE_HEADER, "")
    digest = hmac.new(RS_SECRET, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sent, digest):
        abort(401)
    event = request.get_json()
    app.logger.info("ringstead %s for call %s", event.get("type"), event.get("call_id"))
    return "", 204


@app.post("/github/deploys")
def github_deploys():
    sent = request.headers.get("X-Hub-Signature-256", "")
    digest = "sha256=" + hmac.new(GH_SECRET, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sent, digest):
        return jsonify({"error": "signature mismatch"}), 401
    return "", 204


@app.get("/api/me")
def me():
    # our own SSO proxy injects these
    email = request.headers.get("X-User-Email")
    uid = request.headers.get("X-User-Id")
    if not email:
        return jsonify({"error": "missing user"}), 400
    return jsonify({"email": email, "id": uid})


if __name__ == "__main__":
    app.run(port=int(os.environ.get("PORT", 5005)))
