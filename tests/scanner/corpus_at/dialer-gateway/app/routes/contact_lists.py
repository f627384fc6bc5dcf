from __future__ import annotations

from fastapi import APIRouter, Depends, HTTPException
from pydantic import BaseModel

from app.clients.ringlane import RinglaneClient
from app.deps import get_ringlane
from app.errors import RinglaneAPIError
from app.store import dial_lists

# Our own API, consumed by the CRM and the scheduling service.
router = APIRouter(prefix="/internal", tags=["dial-lists"])


class DialListOut(BaseModel):
    id: int
    name: str
    size: int


class AppendIn(BaseModel):
    phones: list[str]


@router.get("/contact-lists", response_model=list[DialListOut])
async def our_dial_lists() -> list[DialListOut]:
    return [DialListOut(**row) for row in await dial_lists.all()]


@router.post("/campaigns/{campaign_id}/dial-list", status_code=202)
async def append_to_dial_list(
    campaign_id: int, body: AppendIn, rl: RinglaneClient = Depends(get_ringlane)
) -> dict[str, int]:
    list_id = await dial_lists.ringlane_id_for(campaign_id)
    if list_id is None:
        raise HTTPException(status_code=404, detail="campaign has no dial list")
    try:
        result = await rl.append_contacts(list_id, body.phones)
    except RinglaneAPIError as exc:
        if exc.is_api_disabled:
            raise HTTPException(status_code=503, detail="dialer API switched off by Ringlane") from exc
        if exc.status_code == 502:
            raise HTTPException(status_code=503, detail="Ringlane identity provider unreachable, retry") from exc
        problems = [f"{d.get('path')}: {d.get('message')}" for d in exc.details]
        raise HTTPException(status_code=422, detail=problems or exc.error) from exc
    return {"appended": result.get("added", 0)}
