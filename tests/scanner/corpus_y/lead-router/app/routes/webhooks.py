import hashlib
import hmac
import logging

from fastapi import APIRouter, HTTPException, Request

from app.settings import settings

router = APIRouter()
log = logging.getLogger(__name__)


@router.post("/callcove")
async def callcove_webhook(request: Request):
    raw = await request.body()
    signature = request.headers.get("X-Callcove-Signature", "")
    expected = hmac.new(settings.callcove_webhook_secret.encode(), raw, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, signature):
        log.warning("callcove webhook rejected: bad signature")
        raise HTTPException(status_code=401, detail="bad signature")
    event = await request.json()
    log.info("callcove event %s for call %s", event.get("type"), event.get("data", {}).get("id"))
    return {"ok": True}
