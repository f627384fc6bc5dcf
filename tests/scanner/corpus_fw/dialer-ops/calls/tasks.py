import logging

from celery import shared_task

from .models import Campaign, DoNotCall
from .ringwell import RingwellClient, RingwellError

log = logging.getLogger(__name__)


@shared_task(bind=True, max_retries=5, default_retry_delay=120)
def sync_campaign_lists(self):
    client = RingwellClient()
    for campaign in Campaign.objects.filter(active=True).exclude(ringwell_list_id=""):
        phones = list(campaign.leads.values_list("phone", flat=True))
        try:
            client.append(campaign.ringwell_list_id, phones)
        except RingwellError as exc:
            if exc.idp_unavailable:
                raise self.retry(exc=exc)
            if exc.api_disabled:
                log.error("Ringwell API disabled server-side, skipping nightly sync")
                return
            if exc.status == 404 and exc.error == "Contact list not found":
                campaign.ringwell_list_id = ""
                campaign.save(update_fields=["ringwell_list_id"])
                continue
            raise


@shared_task
def prune_do_not_call(batch_size=100):
    client = RingwellClient()
    for entry in DoNotCall.objects.filter(pushed=False)[:batch_size]:
        for list_id in entry.campaign_list_ids():
            try:
                client.remove(list_id, entry.phone)
            except RingwellError as exc:
                if exc.user_not_found:
                    log.error("service user %s unknown to Ringwell", exc)
                    return
                log.warning("could not prune %s from %s: %s", entry.phone, list_id, exc.error)
        entry.pushed = True
        entry.save(update_fields=["pushed"])
