import uuid

from fastapi import APIRouter, Depends, HTTPException, Request
from sqlalchemy.ext.asyncio import AsyncSession

from app.callnest.contact_lists import push_audience
from app.db import get_session
from app.integrations.sendgrid import SendGridMarketing
from app.models import Campaign

router = APIRouter(tags=["campaigns"])


@router.post("/campaigns/{campaign_id}/contact-lists/sync")
async def sync_campaign_lists(campaign_id: uuid.UUID, request: Request, session: AsyncSession = Depends(get_session)):
    campaign = await session.get(Campaign, campaign_id)
    if campaign is None:
        raise HTTPException(status_code=404, detail="campaign not found")

    actor = request.state.acting_user  # set by ActingUserMiddleware from X-User-Email
    list_id = await push_audience(session, request.app.state.callnest, campaign)

    sg = SendGridMarketing.from_settings()
    sg_list = await sg.upsert_list(campaign.name, [m.email for m in campaign.members if m.email])
    campaign.sendgrid_list_id = sg_list
    await session.commit()
    return {"callnest_list_id": list_id, "sendgrid_list_id": sg_list, "synced_by": actor}
