from fastapi import APIRouter, Header, HTTPException
from pydantic import BaseModel

from app.deps import CrmDep, RinglaneDep
from app.ringlane.errors import DialerDisabled, SeatNotProvisioned

router = APIRouter(prefix="/campaigns", tags=["campaigns"])


class DialListRequest(BaseModel):
    name: str
    crm_list_id: str


class DialListResponse(BaseModel):
    list_id: int
    added: int


@router.post("/{campaign_id}/dial-list", response_model=DialListResponse)
async def build_dial_list(
    campaign_id: int,
    req: DialListRequest,
    ringlane: RinglaneDep,
    crm: CrmDep,
    x_user_id: str | None = Header(default=None, alias="X-User-Id"),
) -> DialListResponse:
    # X-User-Id here is the portal's own caller identity (set by our gateway).
    if x_user_id is None:
        raise HTTPException(status_code=400, detail={"error": "missing X-User-Id"})
    phones = [p for cid in await crm.list_memberships(req.crm_list_id) if (p := await crm.get_contact_phone(cid))]
    try:
        created = await ringlane.create_contact_list(req.name, user_id=x_user_id)
        result = await ringlane.append_contacts(created.id, phones, user_id=x_user_id)
    except SeatNotProvisioned:
        raise HTTPException(status_code=409, detail={"error": "agent has no dialer seat"})
    except DialerDisabled:
        raise HTTPException(status_code=503, detail={"error": "dialer temporarily unavailable"})
    return DialListResponse(list_id=created.id, added=result.added)
