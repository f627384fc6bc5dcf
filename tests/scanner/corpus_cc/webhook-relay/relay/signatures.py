import hashlib
import hmac
import time


def _hmac_hex(secret: str, payload: bytes) -> str:
    return hmac.new(secret.encode(), payload, hashlib.sha256).hexdigest()


def verify_ringvale_legacy(headers, body: bytes, secret: str) -> bool:
    sent = headers.get("X-Ringvale-Signature", "")
    return hmac.compare_digest(sent, _hmac_hex(secret, body))


def verify_service_signature(headers, body: bytes, secret: str, tolerance_ms: int = 300_000) -> bool:
    """v2 format: Service-Signature: t=<ms>,v1=<hex>"""
    raw = headers.get("Service-Signature", "")
    parts = dict(p.split("=", 1) for p in raw.split(",") if "=" in p)
    ts, sig = parts.get("t"), parts.get("v1")
    if not ts or not sig:
        return False
    if abs(time.time() * 1000 - int(ts)) > tolerance_ms:
        return False
    expected = _hmac_hex(secret, f"{ts}.".encode() + body)
    return hmac.compare_digest(sig, expected)


def verify_github(headers, body: bytes, secret: str) -> bool:
    sent = headers.get("X-Hub-Signature-256", "")
    return hmac.compare_digest(sent, "sha256=" + _hmac_hex(secret, body))


def verify_slack(headers, body: bytes, secret: str) -> bool:
    ts = headers.get("X-Slack-Request-Timestamp", "0")
    base = f"v0:{ts}:".encode() + body
    return hmac.compare_digest(headers.get("X-Slack-Signature", ""), "v0=" + _hmac_hex(secret, base))
