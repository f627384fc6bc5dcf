import hashlib
import hmac
import time

from aiohttp import web

LEGACY_SIGNATURE_HEADER = "X-CallNest-Signature"
V2_SIGNATURE_HEADER = "Service-Signature"


def _hmac_hex(secret: bytes, payload: bytes) -> str:
    return hmac.new(secret, payload, hashlib.sha256).hexdigest()


def verify_callnest_legacy(request: web.Request, body: bytes, secret: str) -> bool:
    sent = request.headers.get(LEGACY_SIGNATURE_HEADER, "")
    if sent.startswith("sha256="):
        sent = sent[len("sha256="):]
    return hmac.compare_digest(_hmac_hex(secret.encode(), body), sent)


def verify_callnest_v2(request: web.Request, body: bytes, secret: str, tolerance_ms: int) -> bool:
    raw = request.headers.get(V2_SIGNATURE_HEADER)
    if not raw:
        return False
    parts = dict(p.split("=", 1) for p in raw.split(","))
    ts = int(parts.get("t", "0"))
    if abs(int(time.time() * 1000) - ts) > tolerance_ms:
        return False
    expected = _hmac_hex(secret.encode(), f"{ts}.".encode() + body)
    return hmac.compare_digest(expected, parts.get("v1", ""))


def verify_github(request: web.Request, body: bytes, secret: str) -> bool:
    sent = request.headers.get("X-Hub-Signature-256", "")
    return hmac.compare_digest("sha256=" + _hmac_hex(secret.encode(), body), sent)
