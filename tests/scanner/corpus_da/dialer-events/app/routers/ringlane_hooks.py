import hashlib
import hmac
import logging

from fastapi import APIRouter, Header, HTTPException, Request

from app.deps import SettingsDep

router = APIRouter(prefix="/hooks", tags=["webhooks"])
log = logging.getLogger(__name__)


@router.post("/ringlane", status_code=204)
async def ringlane_event(
    request: Request,
    settings: SettingsDep,
    x_ringlane_signature: str = Header(...),
) -> None:
    raw = await request.body()
    secret = settings.ringlane_webhook_secret.get_secret_value().encode()
    expected = hmac.new(secret, raw, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, x_ringlane_signature):
        raise HTTPException(status_code=401, detail="invalid signature")
    event = await request.json()
    log.info("ringlane event %s %s", event.get("type"), event.get("id"))
