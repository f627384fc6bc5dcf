"""Nightly job: mirror HubSpot smart lists into Dialwave contact lists."""
from __future__ import annotations

import structlog

from crm_sync.dialwave import DialwaveClient, DialwaveUnavailable, UnknownActingUser
from crm_sync.hubspot import HubSpotClient
from crm_sync.settings import get_settings

log = structlog.get_logger(__name__)


def run() -> int:
    settings = get_settings()
    hubspot = HubSpotClient(settings.hubspot_token)
    dialwave = DialwaveClient(settings)
    existing = {cl["name"]: cl["id"] for cl in dialwave.list_contact_lists()}

    try:
        for segment in hubspot.smart_lists(prefix="DW - "):
            list_id = existing.get(segment.name) or dialwave.create_contact_list(segment.name)["id"]
            phones = [m.phone for m in hubspot.members(segment.id) if m.phone]
            for i in range(0, len(phones), settings.sync_batch_size):
                dialwave.append_contacts(list_id, phones[i : i + settings.sync_batch_size])
    except DialwaveUnavailable:
        log.error("dialwave.disabled", hint="ask Dialwave support to re-enable the public API")
        return 2
    except UnknownActingUser:
        log.error("dialwave.bad_acting_user", user=settings.dialwave_acting_user)
        return 3
    finally:
        dialwave.close()
    return 0
