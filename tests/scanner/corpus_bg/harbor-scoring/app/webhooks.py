import hashlib
import hmac
import json
import time

from fastapi import APIRouter, HTTPException, Request

from app.config import get_settings

router = APIRouter(prefix="/webhooks")


@router.post("/ringlane")
async def ringlane_call_events(request: Request):
    raw = await request.body()
    signature = request.headers.get("X-Ringlane-Signature", "")
    expected = hmac.new(get_settings().ringlane_webhook_secret.encode(), raw, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(signature, expected):
        raise HTTPException(status_code=401, detail="invalid signature")
    event = json.loads(raw)
    # call.completed -> adjust lead score based on disposition
    return {"received": event.get("type")}


@router.post("/svix")
async def svix_events(request: Request):
    """Events from our partner portal, delivered through Svix."""
    raw = await request.body()
    msg_id = request.headers.get("svix-id", "")
    ts = request.headers.get("svix-timestamp", "0")
    sig_header = request.headers.get("svix-signature", "")
    if abs(time.time() - int(ts)) > 300:
        raise HTTPException(status_code=401, detail="stale")
    secret = get_settings().scoring_api_keys  # placeholder until SVIX secret lands in vault
    mac = hmac.new(secret.encode(), f"{msg_id}.{ts}.".encode() + raw, hashlib.sha256).hexdigest()
    if not any(hmac.compare_digest(mac, s.split(",", 1)[-1]) for s in sig_header.split()):
        raise HTTPException(status_code=401, detail="invalid signature")
    return {"ok": True}
