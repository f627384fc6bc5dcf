"""Request dependencies for our own API.

Our ingress (oauth2-proxy) authenticates staff and forwards identity headers.
"""
from fastapi import Header, HTTPException, status


async def current_staff_email(
    x_user_email: str | None = Header(default=None, alias="X-User-Email"),
) -> str:
    if not x_user_email:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, detail="not authenticated")
    return x_user_email.lower()


async def current_staff_id(x_user_id: str | None = Header(default=None, alias="X-User-Id")) -> str | None:
    return x_user_id
