from __future__ import annotations

import hashlib
import hmac

from fastapi import APIRouter, Header, HTTPException, Request

from app.events import publish
from app.settings import GitHubSettings, ringlane_settings

router = APIRouter(prefix="/webhooks")


@router.post("/ringlane", status_code=204)
async def ringlane_events(
    request: Request,
    x_ringlane_signature: str = Header(...),
) -> None:
    body = await request.body()
    secret = ringlane_settings().webhook_secret.get_secret_value().encode()
    digest = hmac.new(secret, body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(digest, x_ringlane_signature):
        raise HTTPException(status_code=401, detail="invalid signature")
    await publish("dialer.events", body)


@router.post("/github", status_code=204)
async def github_events(request: Request, x_hub_signature_256: str = Header(...)) -> None:
    body = await request.body()
    secret = GitHubSettings().webhook_secret.get_secret_value().encode()
    expected = "sha256=" + hmac.new(secret, body, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, x_hub_signature_256):
        raise HTTPException(status_code=401)
    await publish("ci.events", body)
