import hashlib
import hmac
import json

from fastapi import APIRouter, Depends, Header, HTTPException, Request

from ..clients.crm import CRMClient
from ..deps import crm
from ..settings import Settings, get_settings

router = APIRouter()


def _verify(secret: str, body: bytes, signature: str | None) -> bool:
    if not signature or not secret:
        return False
    digest = hmac.new(secret.encode(), body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(digest, signature.removeprefix("sha256="))


@router.post("/webhooks/dialwise", status_code=204)
async def dialwise_events(
    request: Request,
    x_dialwise_signature: str | None = Header(default=None),
    settings: Settings = Depends(get_settings),
    crm_client: CRMClient = Depends(crm),
):
    raw = await request.body()
    if not _verify(settings.dialwise_webhook_secret, raw, x_dialwise_signature):
        raise HTTPException(status_code=401, detail="bad signature")
    event = json.loads(raw)
    if event.get("type") == "call.completed":
        await crm_client.record_call(event["data"])
