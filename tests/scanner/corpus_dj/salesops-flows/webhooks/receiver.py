"""Tiny FastAPI app: Callwright call.completed webhooks + Stripe billing events."""
from __future__ import annotations

import hashlib
import hmac
import os

import stripe
from fastapi import FastAPI, Header, HTTPException, Request
from prefect.deployments import run_deployment

app = FastAPI(title="salesops-webhooks")

CW_SECRET = os.environ.get("CALLWRIGHT_WEBHOOK_SECRET", "").encode()
STRIPE_SECRET = os.environ.get("STRIPE_WEBHOOK_SECRET", "")


def _valid_cw(body: bytes, signature: str | None) -> bool:
    if not signature or not CW_SECRET:
        return False
    expected = hmac.new(CW_SECRET, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


@app.post("/hooks/callwright")
async def callwright_hook(request: Request):
    body = await request.body()
    sig = request.headers.get("X-Callwright-Signature")
    if not _valid_cw(body, sig):
        raise HTTPException(status_code=401, detail="bad signature")
    event = await request.json()
    if event.get("type") == "call.completed" and event["data"].get("recording_late"):
        await run_deployment("nightly-calls/nightly-calls", timeout=0)
    return {"ok": True}


@app.post("/hooks/stripe")
async def stripe_hook(request: Request, stripe_signature: str = Header(None)):
    body = await request.body()
    try:
        event = stripe.Webhook.construct_event(body, stripe_signature, STRIPE_SECRET)
    except stripe.error.SignatureVerificationError:
        raise HTTPException(status_code=400, detail="bad signature")
    return {"received": event["type"]}


@app.get("/healthz")
def healthz():
    return {"status": "ok"}
