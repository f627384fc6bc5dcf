import logging

from celery import shared_task

from kestrel_crm.models import Lead, CallCampaign
from .client import RinglaneClient
from .errors import RinglaneError, RinglaneUserNotFound, RinglaneDisabled

log = logging.getLogger(__name__)


@shared_task(bind=True, max_retries=5, default_retry_delay=60)
def push_campaign_to_ringlane(self, campaign_id):
    campaign = CallCampaign.objects.get(pk=campaign_id)
    client = RinglaneClient(acting_user=campaign.owner.email)
    try:
        if not campaign.ringlane_list_id:
            created = client.create_contact_list(campaign.name, owner_email=campaign.owner.email)
            campaign.ringlane_list_id = created["id"]
            campaign.save(update_fields=["ringlane_list_id"])
        phones = list(
            Lead.objects.filter(campaign=campaign, phone__isnull=False).values_list("phone", flat=True)
        )
        client.add_contacts(campaign.ringlane_list_id, phones)
    except RinglaneUserNotFound:
        log.error("Campaign owner %s has no Ringlane seat", campaign.owner.email)
        campaign.mark_sync_failed("owner_not_provisioned")
    except RinglaneDisabled as exc:
        log.warning("Ringlane API disabled, will retry later")
        raise self.retry(exc=exc, countdown=900)
    except RinglaneError as exc:
        if exc.status == 502:
            raise self.retry(exc=exc)
        campaign.mark_sync_failed(exc.message)


@shared_task
def cleanup_finished_campaigns():
    client = RinglaneClient()
    for campaign in CallCampaign.objects.finished().exclude(ringlane_list_id=None):
        try:
            client.delete_contact_list(campaign.ringlane_list_id)
        except RinglaneError as exc:
            if exc.status == 404 and "contact list not found" in exc.message:
                pass
            else:
                raise
        campaign.ringlane_list_id = None
        campaign.save(update_fields=["ringlane_list_id"])
