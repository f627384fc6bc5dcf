"""Auth for our own API. The gateway injects the caller identity headers."""
from dataclasses import dataclass

from fastapi import Header, HTTPException


@dataclass
class CurrentUser:
    id: str
    email: str


def current_user(
    x_user_id: str | None = Header(default=None, alias="X-User-Id"),
    x_user_email: str | None = Header(default=None, alias="X-User-Email"),
) -> CurrentUser:
    if not x_user_id or not x_user_email:
        raise HTTPException(status_code=401, detail={"error": "missing identity headers"})
    return CurrentUser(id=x_user_id, email=x_user_email)
