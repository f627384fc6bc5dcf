from fastapi import APIRouter, Depends, Header
from fastapi.responses import JSONResponse

from app.dialcrest import LegacyListsClient

router = APIRouter(prefix="/api/v1/crews", tags=["crews"])

_CREWS: dict[str, dict] = {}


def acting_user(x_user_email: str | None = Header(default=None)) -> str:
    # set by the internal SSO proxy in front of this API
    if not x_user_email:
        raise PermissionError("missing X-User-Email")
    return x_user_email


@router.get("/{crew_id}")
async def get_crew(crew_id: str, user: str = Depends(acting_user)):
    crew = _CREWS.get(crew_id)
    if crew is None:
        return JSONResponse(status_code=404, content={"error": "crew not found"})
    return crew


@router.post("/{crew_id}/call-list")
async def sync_crew_call_list(crew_id: str, list_id: int, user: str = Depends(acting_user)):
    crew = _CREWS.get(crew_id)
    if crew is None:
        return JSONResponse(status_code=404, content={"error": "user not found"})
    await LegacyListsClient().add_crew(list_id, [m["phone"] for m in crew["members"]])
    return {"synced": len(crew["members"])}
