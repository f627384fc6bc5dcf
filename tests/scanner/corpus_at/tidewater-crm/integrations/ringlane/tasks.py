import logging

from celery import shared_task

from crm.leads.models import Campaign

from .client import RinglaneClient
from .errors import RinglaneError, RinglaneUnavailable, RinglaneUserNotFound

logger = logging.getLogger(__name__)


@shared_task(
    bind=True,
    autoretry_for=(RinglaneUnavailable,),
    retry_backoff=30,
    retry_jitter=True,
    max_retries=6,
)
def push_campaign_to_ringlane(self, campaign_id):
    campaign = Campaign.objects.select_related("owner").get(pk=campaign_id)
    client = RinglaneClient(acting_user=campaign.owner.email)
    phones = list(campaign.leads.dialable().values_list("phone_e164", flat=True))
    try:
        if not campaign.ringlane_list_id:
            created = client.create_contact_list(name=f"crm-{campaign.pk}-{campaign.slug}")
            campaign.ringlane_list_id = created["id"]
            campaign.save(update_fields=["ringlane_list_id"])
        client.add_contacts(campaign.ringlane_list_id, phones)
    except RinglaneUserNotFound:
        logger.error("campaign %s owner %s is not a Ringlane user", campaign_id, campaign.owner.email)
        campaign.mark_sync_failed("owner has no Ringlane seat")
    except RinglaneError as exc:
        if exc.status == 503 and "disabled" in exc.error.lower():
            logger.warning("Ringlane API is disabled for our account; skipping campaign %s", campaign_id)
            return
        raise


@shared_task
def remove_opted_out_number(list_id, phone):
    RinglaneClient().remove_contact(list_id, phone)
