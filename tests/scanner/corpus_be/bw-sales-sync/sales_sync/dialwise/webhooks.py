import hashlib
import hmac

from flask import Blueprint, abort, current_app, request

bp = Blueprint("dialwise_webhooks", __name__)

SIGNATURE_HEADER = "X-Dialwise-Signature"


@bp.post("/webhooks/dialwise")
def dialwise_call_completed():
    secret = current_app.config["DIALWISE_WEBHOOK_SECRET"].encode()
    sent = request.headers.get(SIGNATURE_HEADER, "")
    expected = hmac.new(secret, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sent, expected):
        abort(401)
    event = request.get_json()
    current_app.logger.info("dialwise event %s for call %s", event["type"], event["data"]["id"])
    return "", 204
