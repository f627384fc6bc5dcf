import hashlib
import hmac

from flask import Blueprint, abort, current_app, g, jsonify, request

from app.services.callforge.client import CallForgeClient
from app.services.callforge.errors import (
    CallForgeDisabled,
    CallForgeUserNotFound,
)
from app.tasks import ingest_call_event

bp = Blueprint("callforge", __name__, url_prefix="/integrations/callforge")


def _client():
    return CallForgeClient(
        api_key=current_app.config["CALLFORGE_API_KEY"],
        acting_user_email=g.user.email,
    )


@bp.get("/lists")
def lists():
    try:
        data = _client().list_contact_lists(page=request.args.get("page", 1, type=int))
    except CallForgeUserNotFound:
        return jsonify({"error": "Your login is not linked to a CallForge seat."}), 409
    except CallForgeDisabled:
        return jsonify({"error": "Calling integration is temporarily unavailable."}), 503
    return jsonify(data)


@bp.post("/lists/<list_id>/push")
def push_contacts(list_id):
    phones = [c["phone"] for c in request.get_json(force=True).get("contacts", []) if c.get("phone")]
    if not phones:
        return jsonify({"error": "no phone numbers supplied"}), 400
    _client().append_contacts(list_id, phones)
    return jsonify({"pushed": len(phones)}), 202


@bp.post("/webhook")
def webhook():
    signature = request.headers.get("X-CallForge-Signature", "")
    secret = current_app.config["CALLFORGE_WEBHOOK_SECRET"].encode()
    expected = hmac.new(secret, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, signature):
        abort(401)
    ingest_call_event.delay(request.get_json())
    return "", 204
