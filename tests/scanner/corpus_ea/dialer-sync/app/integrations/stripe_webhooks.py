import stripe
from fastapi import APIRouter, Depends, HTTPException, Request

from app.config import Settings, get_settings

router = APIRouter(prefix="/webhooks/stripe", tags=["webhooks"])


@router.post("")
async def stripe_webhook(request: Request, settings: Settings = Depends(get_settings)) -> dict:
    payload = await request.body()
    sig_header = request.headers.get("Stripe-Signature", "")
    try:
        event = stripe.Webhook.construct_event(
            payload, sig_header, settings.stripe_webhook_secret.get_secret_value()
        )
    except (ValueError, stripe.error.SignatureVerificationError):
        raise HTTPException(status_code=400, detail={"error": "invalid signature"})
    if event["type"] == "invoice.payment_failed":
        pass  # handled by billing-svc; we only log here
    return {"received": True}
