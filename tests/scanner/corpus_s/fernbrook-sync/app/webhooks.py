import hashlib
import hmac
import logging

from fastapi import APIRouter, HTTPException, Request

from app.config import get_settings

log = logging.getLogger(__name__)
router = APIRouter(prefix="/webhooks")


def _valid(secret: bytes, body: bytes, signature: str) -> bool:
    expected = hmac.new(secret, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


@router.post("/ringlane")
async def ringlane_webhook(request: Request):
    body = await request.body()
    signature = request.headers.get("x-ringlane-signature", "")
    secret = get_settings().ringlane_webhook_secret.get_secret_value().encode()
    if not _valid(secret, body, signature):
        log.warning("rejected ringlane webhook, bad signature")
        raise HTTPException(status_code=401, detail={"error": "invalid signature"})
    event = await request.json()
    log.info("ringlane event %s", event.get("type"))
    return {"received": True}
