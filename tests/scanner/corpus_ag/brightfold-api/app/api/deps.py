"""Request dependencies for our own API.

The web app and the mobile app send the signed-in rep's identity through the
gateway, which sets X-User-Email / X-User-Id after validating the session.
"""
from fastapi import Header, HTTPException


async def current_user_email(x_user_email: str | None = Header(default=None, alias="X-User-Email")) -> str:
    if not x_user_email:
        raise HTTPException(status_code=401, detail="missing user")
    return x_user_email.lower()


async def current_user_id(x_user_id: str | None = Header(default=None, alias="X-User-Id")) -> str:
    if x_user_id is None:
        raise HTTPException(status_code=400, detail={"error": "X-User-Id header required"})
    return x_user_id
