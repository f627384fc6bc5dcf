from fastapi import APIRouter, Header, HTTPException
from fastapi.responses import JSONResponse
from pydantic import BaseModel

from app.callcove import CallcoveClient, CallcoveDisabled, CallcoveUnknownUser
from app.integrations.mailrelay import subscribe

router = APIRouter()


class LeadBatch(BaseModel):
    list_id: str
    phones: list[str]
    emails: list[str] = []


@router.post("/route")
async def route_leads(batch: LeadBatch, x_user_email: str = Header(...), x_user_id: str = Header(...)):
    """Called by the ops portal; the gateway sets X-User-Email / X-User-Id for us."""
    client = CallcoveClient(acting_user_id=x_user_id)
    try:
        added = await client.append_contacts(batch.list_id, batch.phones)
    except CallcoveUnknownUser:
        raise HTTPException(status_code=409, detail=f"{x_user_email} has no Callcove seat")
    except CallcoveDisabled:
        return JSONResponse({"error": "dialer temporarily disabled"}, status_code=503)
    finally:
        await client.aclose()
    if batch.emails:
        await subscribe("lead-nurture", batch.emails)
    return {"added": added}


@router.get("/{lead_id}")
async def get_lead(lead_id: str):
    return JSONResponse({"error": "lead not found"}, status_code=404)
