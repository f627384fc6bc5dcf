import logging

from celery import shared_task

from ..crm.hubspot import HubSpot
from ..ringwell import RingwellClient, RingwellAPIError
from ..ringwell.errors import RingwellUserMissing

log = logging.getLogger(__name__)


@shared_task(bind=True, max_retries=5, default_retry_delay=60)
def sync_hubspot_list_to_ringwell(self, workspace_id: str, owner_idp_id: str, hs_list_id: str, rw_list_id: str):
    phones = [c["phone"] for c in HubSpot().list_members(hs_list_id) if c.get("phone")]
    rw = RingwellClient()
    try:
        for i in range(0, len(phones), 500):
            rw.add_contacts(owner_idp_id, rw_list_id, phones[i : i + 500])
    except RingwellUserMissing:
        log.warning("owner %s has no Ringwell seat; skipping workspace %s", owner_idp_id, workspace_id)
    except RingwellAPIError as exc:
        if exc.status == 503:
            log.error("Ringwell public API disabled for workspace %s", workspace_id)
            return
        raise self.retry(exc=exc)
