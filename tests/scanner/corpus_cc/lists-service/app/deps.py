from fastapi import Depends, Header, HTTPException

from app.ringvale.client import RingvaleListsClient
from app.settings import Settings, get_settings


async def current_user_id(x_user_id: str | None = Header(default=None, alias="X-User-Id")) -> str:
    # Injected by the Kong gateway after JWT validation.
    if not x_user_id:
        raise HTTPException(status_code=401, detail="unauthenticated")
    return x_user_id


def lists_client(settings: Settings = Depends(get_settings)) -> RingvaleListsClient:
    return RingvaleListsClient(settings)
