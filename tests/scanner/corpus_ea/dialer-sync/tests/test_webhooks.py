import hashlib
import hmac

from app.ringlane.webhooks import verify_legacy_signature


def _sign(body: bytes, secret: str) -> str:
    return hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()


def test_valid_signature_accepted():
    body = b'{"event":"call.completed","callId":"c_1","phone":"+447700900001","occurredAt":"2024-03-01T10:00:00Z"}'
    assert verify_legacy_signature(body, _sign(body, "s3cret"), "s3cret")


def test_tampered_body_rejected():
    body = b'{"event":"call.completed"}'
    sig = _sign(body, "s3cret")
    assert not verify_legacy_signature(body + b" ", sig, "s3cret")


def test_uppercase_hex_is_tolerated():
    body = b"{}"
    assert verify_legacy_signature(body, _sign(body, "k").upper(), "k")
