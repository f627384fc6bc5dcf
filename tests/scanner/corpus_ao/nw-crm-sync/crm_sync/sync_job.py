"""Nightly: HubSpot segment -> Ringlane contact list."""
import logging
import os

from .integrations.audience_service import AudienceService
from .integrations.hubspot import ready_to_call_contacts
from .ringlane import RinglaneApiDisabled, RinglaneClient, RinglaneUserNotFound

log = logging.getLogger("sync")


def run(segment_id: str, list_id: str) -> int:
    client = RinglaneClient(os.environ["RINGLANE_API_KEY"], os.environ["RINGLANE_ACTING_EMAIL"])
    suppressed = AudienceService().suppressed_phones()
    phones = [p for p in ready_to_call_contacts(segment_id) if p not in suppressed]
    try:
        client.add_contacts(list_id, phones)
    except RinglaneUserNotFound:
        log.error("acting user %s is not provisioned in Ringlane", os.environ["RINGLANE_ACTING_EMAIL"])
        return 2
    except RinglaneApiDisabled:
        log.error("Ringlane public API is disabled; ask an admin to re-enable it")
        return 3
    log.info("pushed %d contacts to %s", len(phones), list_id)
    return 0
