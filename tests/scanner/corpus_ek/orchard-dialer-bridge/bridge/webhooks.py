"""Inbound webhooks: Callwright (v2 signing) and Slack interactivity."""
from __future__ import annotations

import hashlib
import hmac
import os
import time

from fastapi import APIRouter, HTTPException, Request

router = APIRouter()

CALLWRIGHT_SIGNING_SECRET = os.environ.get("CALLWRIGHT_SIGNING_SECRET", "")
SLACK_SIGNING_SECRET = os.environ.get("SLACK_SIGNING_SECRET", "")
TOLERANCE_MS = 5 * 60 * 1000


def verify_service_signature(raw: bytes, header: str | None) -> bool:
    if not header:
        return False
    parts = dict(p.split("=", 1) for p in header.split(",") if "=" in p)
    ts, sig = parts.get("t"), parts.get("v1")
    if not ts or not sig or abs(time.time() * 1000 - int(ts)) > TOLERANCE_MS:
        return False
    expected = hmac.new(CALLWRIGHT_SIGNING_SECRET.encode(), f"{ts}.".encode() + raw, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, sig)


@router.post("/webhooks/callwright")
async def callwright_webhook(request: Request):
    raw = await request.body()
    if not verify_service_signature(raw, request.headers.get("Service-Signature")):
        raise HTTPException(status_code=401, detail="bad signature")
    event = await request.json()
    return {"ok": True, "type": event.get("type")}


@router.post("/webhooks/slack")
async def slack_webhook(request: Request):
    raw = await request.body()
    ts = request.headers.get("X-Slack-Request-Timestamp", "0")
    sig = request.headers.get("X-Slack-Signature", "")
    base = f"v0:{ts}:".encode() + raw
    expected = "v0=" + hmac.new(SLACK_SIGNING_SECRET.encode(), base, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, sig):
        raise HTTPException(status_code=401, detail="bad slack signature")
    return {"ok": True}
