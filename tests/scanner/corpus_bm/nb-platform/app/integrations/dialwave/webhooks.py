import hashlib
import hmac
import os

from fastapi import APIRouter, HTTPException, Request

router = APIRouter(prefix="/webhooks/dialwave", tags=["webhooks"])

_SECRET = os.getenv("DIALWAVE_WEBHOOK_SECRET", "").encode()


def verify_signature(body: bytes, signature: str, secret: bytes = _SECRET) -> bool:
    expected = hmac.new(secret, body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, signature)


@router.post("/call-events")
async def call_events(request: Request):
    body = await request.body()
    signature = request.headers.get("X-Dialwave-Signature", "")
    if not signature or not verify_signature(body, signature):
        raise HTTPException(status_code=401, detail="bad signature")
    event = await request.json()
    # event types: call.completed, call.no_answer, list.exhausted
    request.app.state.events.publish("dialwave", event)
    return {"ok": True}
