"""Stripe webhooks: survey deposits and refunds."""
import logging

import httpx
import stripe
from fastapi import APIRouter, HTTPException, Request

from app.settings import get_settings

router = APIRouter(prefix="/hooks/stripe", tags=["webhooks"])
log = logging.getLogger(__name__)


@router.post("")
async def stripe_webhook(request: Request):
    payload = await request.body()
    sig_header = request.headers.get("Stripe-Signature")
    try:
        event = stripe.Webhook.construct_event(payload, sig_header, get_settings().stripe_webhook_secret)
    except stripe.error.SignatureVerificationError:
        raise HTTPException(status_code=400, detail="bad signature")

    if event["type"] == "charge.refunded":
        await _sync_refund(event["data"]["object"]["id"])
    return {"received": True}


async def _sync_refund(charge_id: str) -> None:
    s = get_settings()
    async with httpx.AsyncClient(base_url=s.stripe_api_base) as http:
        resp = await http.get(f"/charges/{charge_id}", auth=(s.stripe_secret_key, ""))
        if resp.status_code == 404:
            log.warning("charge %s not found in Stripe", charge_id)
            return
        if resp.status_code in (502, 503):
            # Stripe hiccup; the event will be redelivered
            raise HTTPException(status_code=503, detail="stripe unavailable")
        body = resp.json()
        if "error" in body:
            log.error("stripe error: %s", body["error"]["message"])
