from fastapi import Depends, Header, HTTPException

from .clients.crm import CRMClient
from .dialwise import DialwiseClient
from .settings import Settings, get_settings


async def current_operator(x_user_id: str | None = Header(default=None, alias="X-User-Id")) -> str:
    """The internal gateway authenticates staff and forwards their id."""
    if not x_user_id:
        raise HTTPException(status_code=401, detail={"error": "unauthenticated"})
    return x_user_id


async def dialwise(settings: Settings = Depends(get_settings)):
    client = DialwiseClient(settings)
    try:
        yield client
    finally:
        await client.aclose()


def crm(settings: Settings = Depends(get_settings)) -> CRMClient:
    return CRMClient(settings)
