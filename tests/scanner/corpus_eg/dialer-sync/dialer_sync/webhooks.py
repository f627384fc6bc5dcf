"""Verify Ringlane v2 webhook signatures (Service-Signature: t=<ms>,v1=<hex>)."""
import hashlib
import hmac
import time

TOLERANCE_MS = 5 * 60 * 1000


class BadSignature(Exception):
    pass


def verify(headers: dict, raw_body: bytes, secret: str, now_ms: int | None = None) -> None:
    header = headers.get("Service-Signature") or headers.get("service-signature")
    if not header:
        raise BadSignature("missing Service-Signature")
    parts = dict(p.split("=", 1) for p in header.split(","))
    ts, sig = parts.get("t"), parts.get("v1")
    if not ts or not sig:
        raise BadSignature("malformed header")
    now_ms = now_ms or int(time.time() * 1000)
    if abs(now_ms - int(ts)) > TOLERANCE_MS:
        raise BadSignature("timestamp outside tolerance")
    expected = hmac.new(secret.encode(), f"{ts}.".encode() + raw_body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, sig):
        raise BadSignature("signature mismatch")
