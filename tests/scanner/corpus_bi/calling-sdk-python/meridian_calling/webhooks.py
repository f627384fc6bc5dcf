"""Helpers for verifying Ringlane webhook deliveries."""
import hashlib
import hmac
import time

LEGACY_SIGNATURE_HEADER = "X-Ringlane-Signature"
V2_SIGNATURE_HEADER = "Service-Signature"
TOLERANCE_MS = 5 * 60 * 1000


def verify_legacy(headers, body: bytes, secret: str) -> bool:
    received = headers.get(LEGACY_SIGNATURE_HEADER, "")
    expected = hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(received, expected)


def verify_v2(headers, body: bytes, secret: str) -> bool:
    raw = headers.get(V2_SIGNATURE_HEADER, "")
    parts = dict(p.split("=", 1) for p in raw.split(",") if "=" in p)
    ts, sig = parts.get("t"), parts.get("v1")
    if not ts or not sig:
        return False
    if abs(int(time.time() * 1000) - int(ts)) > TOLERANCE_MS:
        return False
    signed = f"{ts}.".encode() + body
    expected = hmac.new(secret.encode(), signed, hashlib.sha256).hexdigest()
    return hmac.compare_digest(sig, expected)
