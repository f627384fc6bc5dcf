"""Ringbolt call-status webhooks (dialer only cares about call.answered / call.ended)."""
import hashlib
import hmac
import os

from fastapi import APIRouter, HTTPException, Request

router = APIRouter(prefix="/webhooks")
SECRET = os.environ.get("RINGBOLT_WEBHOOK_SECRET", "").encode()


@router.post("/ringbolt")
async def ringbolt_webhook(request: Request):
    body = await request.body()
    signature = request.headers.get("x-ringbolt-signature")
    digest = hmac.new(SECRET, body, hashlib.sha256).hexdigest()
    if not signature or not hmac.compare_digest(signature, digest):
        raise HTTPException(401, "invalid signature")
    event = await request.json()
    return {"received": event.get("type")}


@router.post("/github")
async def github_webhook(request: Request):
    body = await request.body()
    sig = request.headers.get("X-Hub-Signature-256", "")
    expected = "sha256=" + hmac.new(os.environ["GITHUB_WEBHOOK_SECRET"].encode(), body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sig, expected):
        raise HTTPException(401, "bad signature")
    return {"ok": True}
