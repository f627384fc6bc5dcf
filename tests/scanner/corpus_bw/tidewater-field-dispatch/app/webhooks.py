import hashlib
import hmac
import time

from fastapi import APIRouter, Header, HTTPException, Request

from app.settings import get_settings

router = APIRouter(prefix="/webhooks")

TOLERANCE_MS = 5 * 60 * 1000


def _verify_v2(body: bytes, header: str, secret: str) -> bool:
    parts = dict(p.split("=", 1) for p in header.split(","))
    ts, sig = parts.get("t"), parts.get("v1")
    if not ts or not sig or abs(time.time() * 1000 - int(ts)) > TOLERANCE_MS:
        return False
    expected = hmac.new(secret.encode(), f"{ts}.".encode() + body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, sig)


@router.post("/dialcrest")
async def dialcrest_event(request: Request, service_signature: str | None = Header(default=None)):
    body = await request.body()
    s = get_settings()

    if service_signature:
        ok = _verify_v2(body, service_signature, s.dialcrest_webhook_secret.get_secret_value())
    else:
        # Events from list automations are still signed the old way.
        legacy = request.headers.get("x-dialcrest-signature", "")
        digest = hmac.new(s.dialcrest_legacy_webhook_secret.get_secret_value().encode(), body, hashlib.sha256)
        ok = bool(legacy) and hmac.compare_digest(digest.hexdigest(), legacy)

    if not ok:
        raise HTTPException(status_code=401, detail="bad signature")
    return {"received": True}
