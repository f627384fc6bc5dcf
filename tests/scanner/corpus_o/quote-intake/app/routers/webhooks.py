import hashlib
import hmac
import json

from fastapi import APIRouter, Header, HTTPException, Request

from app.settings import settings

router = APIRouter(prefix="/webhooks", tags=["webhooks"])


@router.post("/ringcadence", status_code=204)
async def ringcadence_event(
    request: Request,
    x_ringcadence_signature: str = Header(..., alias="X-RingCadence-Signature"),
) -> None:
    raw = await request.body()
    digest = hmac.new(settings.ringcadence_webhook_secret.encode(), raw, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(digest, x_ringcadence_signature):
        raise HTTPException(status_code=401, detail="bad signature")
    event = json.loads(raw)
    request.app.state.events.publish("dialer", event)


@router.post("/github", status_code=204)
async def github_event(request: Request, x_hub_signature_256: str = Header(...)) -> None:
    raw = await request.body()
    secret = request.app.state.github_secret.encode()
    expected = "sha256=" + hmac.new(secret, raw, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, x_hub_signature_256):
        raise HTTPException(status_code=401, detail="bad signature")
