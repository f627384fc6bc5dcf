"""Gateway auth: the API gateway injects the caller identity and its own usage-plan key."""
from fastapi import Header, HTTPException, status

from app.config import get_settings


async def current_user_id(
    x_user_id: str | None = Header(default=None, alias="X-User-Id"),
    x_api_key: str | None = Header(default=None, alias="x-api-key"),
) -> str:
    if x_api_key != get_settings().gateway_api_key:
        raise HTTPException(status.HTTP_401_UNAUTHORIZED, "invalid gateway key")
    if not x_user_id:
        raise HTTPException(status.HTTP_400_BAD_REQUEST, "missing X-User-Id")
    return x_user_id
