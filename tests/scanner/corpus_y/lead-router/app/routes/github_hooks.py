import hashlib
import hmac

from fastapi import APIRouter, HTTPException, Request

from app.settings import settings

router = APIRouter()


@router.post("")
async def github_webhook(request: Request):
    body = await request.body()
    sig = request.headers.get("X-Hub-Signature-256", "")
    digest = "sha256=" + hmac.new(settings.github_webhook_secret.encode(), body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(digest, sig):
        raise HTTPException(status_code=401, detail="invalid signature")
    if request.headers.get("X-GitHub-Event") == "release":
        return {"queued": True}
    return {"ignored": True}
