import logging

from fastapi import APIRouter, HTTPException, Request
from svix.webhooks import Webhook, WebhookVerificationError

from app.deps import SettingsDep

router = APIRouter(prefix="/hooks", tags=["webhooks"])
log = logging.getLogger(__name__)


@router.post("/crm", status_code=204)
async def crm_event(request: Request, settings: SettingsDep) -> None:
    payload = await request.body()
    headers = {
        "svix-id": request.headers.get("svix-id", ""),
        "svix-timestamp": request.headers.get("svix-timestamp", ""),
        "svix-signature": request.headers.get("svix-signature", ""),
    }
    try:
        msg = Webhook(settings.svix_webhook_secret.get_secret_value()).verify(payload, headers)
    except WebhookVerificationError:
        raise HTTPException(status_code=400, detail={"error": "bad signature"})
    log.info("crm event %s", msg.get("eventType"))
