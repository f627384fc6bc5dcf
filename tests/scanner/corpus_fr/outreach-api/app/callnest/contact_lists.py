"""Sync a Larkspur campaign audience into a CallNest contact list."""
from __future__ import annotations

import logging

from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Campaign
from .client import CallNestClient
from .errors import CallNestDisabled, CallNestListNotFound, CallNestUserNotFound

log = logging.getLogger(__name__)

BATCH = 500


async def push_audience(session: AsyncSession, client: CallNestClient, campaign: Campaign) -> str:
    list_id = campaign.callnest_list_id
    if list_id is None:
        created = await client.create_contact_list(campaign.name, acting_user=campaign.owner_email)
        list_id = created["id"]
        campaign.callnest_list_id = list_id
        await session.flush()

    phones = [m.phone_e164 for m in campaign.members if m.phone_e164]
    for i in range(0, len(phones), BATCH):
        try:
            await client.add_contacts(list_id, phones[i : i + BATCH])
        except CallNestListNotFound:
            log.info("list %s vanished on CallNest side, recreating", list_id)
            campaign.callnest_list_id = None
            await session.flush()
            return await push_audience(session, client, campaign)
        except CallNestUserNotFound:
            log.error("campaign owner %s not provisioned in CallNest", campaign.owner_email)
            raise
        except CallNestDisabled:
            log.critical("CallNest public API disabled for tenant; aborting sync")
            raise
    return list_id
