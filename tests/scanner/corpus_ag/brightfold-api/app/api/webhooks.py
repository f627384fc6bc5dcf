import hashlib
import hmac
import logging

import stripe
from fastapi import APIRouter, Depends, Header, HTTPException, Request

from app.config import Settings, get_settings

router = APIRouter(prefix="/webhooks", tags=["webhooks"])
log = logging.getLogger(__name__)


@router.post("/callvane")
async def callvane_events(request: Request, settings: Settings = Depends(get_settings)):
    raw = await request.body()
    sent = request.headers.get("X-Callvane-Signature", "")
    expected = hmac.new(settings.callvane_webhook_secret.encode(), raw, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sent, expected):
        raise HTTPException(status_code=401, detail="bad signature")
    event = await request.json()
    log.info("callvane event %s for call %s", event.get("type"), event.get("call_id"))
    return {"ok": True}


@router.post("/stripe")
async def stripe_events(
    request: Request,
    stripe_signature: str = Header(alias="Stripe-Signature"),
    settings: Settings = Depends(get_settings),
):
    payload = await request.body()
    try:
        event = stripe.Webhook.construct_event(payload, stripe_signature, settings.stripe_webhook_secret)
    except stripe.error.SignatureVerificationError:
        raise HTTPException(status_code=400, detail="invalid stripe signature")
    log.info("stripe event %s", event["type"])
    return {"received": True}
