import hashlib
import hmac
import os
import time

from fastapi import APIRouter, Header, HTTPException, Request

router = APIRouter(prefix="/webhooks")


@router.post("/dialstack")
async def dialstack_event(request: Request, x_dialstack_signature: str = Header(...)):
    body = await request.body()
    digest = hmac.new(os.environ["DIALSTACK_WEBHOOK_SECRET"].encode(), body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(digest, x_dialstack_signature):
        raise HTTPException(status_code=401, detail="invalid signature")
    return {"received": True}


@router.post("/slack")
async def slack_event(
    request: Request,
    x_slack_signature: str = Header(...),
    x_slack_request_timestamp: str = Header(...),
):
    body = await request.body()
    if abs(time.time() - int(x_slack_request_timestamp)) > 300:
        raise HTTPException(status_code=400, detail="stale")
    base = f"v0:{x_slack_request_timestamp}:{body.decode()}".encode()
    mine = "v0=" + hmac.new(os.environ["SLACK_SIGNING_SECRET"].encode(), base, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(mine, x_slack_signature):
        raise HTTPException(status_code=401, detail="invalid signature")
    return {"ok": True}
