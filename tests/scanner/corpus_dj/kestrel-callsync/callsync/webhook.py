"""Flask blueprint receiving Dialforge call events and GitHub deploy pings."""
import hashlib
import hmac
import os

from flask import Blueprint, abort, jsonify, request

bp = Blueprint("hooks", __name__)

DIALFORGE_SIGNING_SECRET = os.environ.get("DIALFORGE_SIGNING_SECRET", "")
GITHUB_SECRET = os.environ.get("GITHUB_WEBHOOK_SECRET", "")


def _hmac_hex(secret: str, body: bytes) -> str:
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


@bp.post("/webhooks/dialforge")
def dialforge_event():
    provided = request.headers.get("X-Dialforge-Signature", "")
    if not hmac.compare_digest(_hmac_hex(DIALFORGE_SIGNING_SECRET, request.get_data()), provided):
        abort(401)
    evt = request.get_json()
    # TODO: push to the call_events table
    return jsonify(received=evt.get("id"))


@bp.post("/webhooks/github")
def github_event():
    sig = request.headers.get("X-Hub-Signature-256", "")
    if not hmac.compare_digest("sha256=" + _hmac_hex(GITHUB_SECRET, request.get_data()), sig):
        abort(401)
    return jsonify(ok=True)


@bp.get("/api/me")
def whoami():
    # our own API: the ingress sets X-User-Email after SSO
    email = request.headers.get("X-User-Email")
    if not email:
        return jsonify(error="missing user"), 400
    return jsonify(email=email)
