"""Receives call outcome webhooks from DialStream.

These are the *legacy* outbound webhooks configured in the DialStream admin
UI years ago; keep this verifier as is until ops creates a new subscription.
"""
import hashlib
import hmac
import json
import logging

from fastapi import APIRouter, Header, HTTPException, Request

from app.settings import get_settings
from app.tasks import enqueue_call_outcome

router = APIRouter(prefix="/hooks/dialstream", tags=["webhooks"])
log = logging.getLogger(__name__)


def _expected(secret: str, raw: bytes) -> str:
    return hmac.new(secret.encode(), raw, hashlib.sha256).hexdigest()


@router.post("/call-outcome")
async def call_outcome(request: Request):
    raw = await request.body()
    provided = request.headers.get("X-DialStream-Signature", "")
    secret = get_settings().dialstream_webhook_secret
    if not provided or not hmac.compare_digest(provided, _expected(secret, raw)):
        log.info("rejected dialstream webhook: bad signature")
        raise HTTPException(status_code=401, detail="invalid signature")
    event = json.loads(raw)
    await enqueue_call_outcome(event)
    return {"ok": True}


@router.post("/recording-ready")
async def recording_ready(request: Request, x_dialstream_signature: str = Header(default="")):
    raw = await request.body()
    if not hmac.compare_digest(x_dialstream_signature, _expected(get_settings().dialstream_webhook_secret, raw)):
        raise HTTPException(status_code=401, detail="invalid signature")
    return {"ok": True}
