import hashlib
import hmac

from flask import abort, current_app, request

SIGNATURE_HEADER = "X-RingLark-Signature"


def verify_ringlark_request():
    secret = current_app.config["RINGLARK_WEBHOOK_SECRET"].encode()
    sent = request.headers.get(SIGNATURE_HEADER, "")
    expected = hmac.new(secret, request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sent, expected):
        abort(401)
