import hashlib
import hmac
import time

from relay.signatures import verify_github, verify_ringvale_legacy, verify_service_signature

SECRET = "whsec_relay_test"
BODY = b'{"type":"call.completed"}'


def _hex(payload):
    return hmac.new(SECRET.encode(), payload, hashlib.sha256).hexdigest()


def test_legacy_ringvale_signature():
    headers = {"X-Ringvale-Signature": _hex(BODY)}
    assert verify_ringvale_legacy(headers, BODY, SECRET)


def test_v2_service_signature():
    ts = str(int(time.time() * 1000))
    headers = {"Service-Signature": f"t={ts},v1={_hex(ts.encode() + b'.' + BODY)}"}
    assert verify_service_signature(headers, BODY, SECRET)


def test_github_signature():
    headers = {"X-Hub-Signature-256": "sha256=" + _hex(BODY)}
    assert verify_github(headers, BODY, SECRET)
