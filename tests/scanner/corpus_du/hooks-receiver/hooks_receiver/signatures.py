import hashlib
import hmac
import time


def _hmac_hex(secret: str, payload: bytes) -> str:
    return hmac.new(secret.encode(), payload, hashlib.sha256).hexdigest()


def verify_ringlane_legacy(secret: str, body: bytes, signature: str) -> bool:
    if not signature:
        return False
    signature = signature.removeprefix("sha256=")
    return hmac.compare_digest(_hmac_hex(secret, body), signature)


def verify_service_signature(secret: str, body: bytes, header: str, tolerance_ms: int) -> bool:
    """v2: ``Service-Signature: t=<ms>,v1=<hex>`` over ``"<t>." + body``."""
    try:
        parts = dict(p.split("=", 1) for p in header.split(","))
        ts = int(parts["t"])
        sig = parts["v1"]
    except (KeyError, ValueError):
        return False
    if abs(time.time() * 1000 - ts) > tolerance_ms:
        return False
    expected = _hmac_hex(secret, f"{ts}.".encode() + body)
    return hmac.compare_digest(expected, sig)


def verify_stripe(secret: str, body: bytes, header: str, tolerance_s: int = 300) -> bool:
    items = [p.split("=", 1) for p in header.split(",")]
    ts = next((v for k, v in items if k == "t"), None)
    sigs = [v for k, v in items if k == "v1"]
    if ts is None or abs(time.time() - int(ts)) > tolerance_s:
        return False
    expected = _hmac_hex(secret, f"{ts}.".encode() + body)
    return any(hmac.compare_digest(expected, s) for s in sigs)


def verify_github(secret: str, body: bytes, header: str) -> bool:
    return hmac.compare_digest("sha256=" + _hmac_hex(secret, body), header or "")
