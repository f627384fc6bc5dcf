import logging

from celery import shared_task
from django.utils import timezone

from crm_sync.ringlane.client import RinglaneClient
from crm_sync.ringlane.errors import (
    ContactListNotFound,
    RinglaneDisabled,
    RinglaneUnavailable,
    RinglaneUserNotFound,
)
from crm_sync.ringlane.models import SyncedList
from crm_sync.salesforce import qualified_leads

log = logging.getLogger(__name__)


@shared_task(
    bind=True,
    autoretry_for=(RinglaneUnavailable,),
    retry_backoff=30,
    max_retries=6,
)
def sync_campaign(self, sf_campaign_id):
    mapping = SyncedList.objects.get(sf_campaign_id=sf_campaign_id)
    client = RinglaneClient(acting_user=mapping.owner_email)
    leads = qualified_leads(sf_campaign_id)
    contacts = [{"phone": l.phone, "name": l.name, "external_id": l.id} for l in leads if l.phone]
    try:
        client.append_contacts(mapping.ringlane_list_id, contacts)
    except ContactListNotFound:
        log.info("list %s vanished on Ringlane, recreating", mapping.ringlane_list_id)
        created = client.create_contact_list(name=f"SF {sf_campaign_id}", campaign=sf_campaign_id)
        mapping.ringlane_list_id = created["id"]
        mapping.save(update_fields=["ringlane_list_id"])
        client.append_contacts(mapping.ringlane_list_id, contacts)
    except RinglaneUserNotFound:
        log.error("rep %s is not provisioned in Ringlane; skipping", mapping.owner_email)
        return
    except RinglaneDisabled:
        log.critical("Ringlane API disabled for our account, aborting sync")
        return
    mapping.last_synced_at = timezone.now()
    mapping.save(update_fields=["last_synced_at"])
