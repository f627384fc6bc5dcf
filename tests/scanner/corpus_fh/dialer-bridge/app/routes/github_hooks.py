"""Deploy notifications from GitHub (used to annotate Sentry releases)."""
import hashlib
import hmac
import os

from fastapi import APIRouter, HTTPException, Request

router = APIRouter()
GITHUB_SECRET = os.environ.get("GITHUB_WEBHOOK_SECRET", "")


@router.post("/webhooks/github", status_code=204)
async def github_events(request: Request):
    body = await request.body()
    sent = request.headers.get("X-Hub-Signature-256", "")
    expected = "sha256=" + hmac.new(GITHUB_SECRET.encode(), body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(sent, expected):
        raise HTTPException(status_code=401, detail={"error": "invalid signature"})
    if request.headers.get("X-GitHub-Event") == "deployment_status":
        pass  # handled by the release bot
