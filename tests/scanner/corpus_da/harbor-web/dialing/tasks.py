import logging

from celery import shared_task

from dialing.models import Campaign
from dialing.services import contact_sync
from dialing.services.ringlane import (
    RinglaneDisabled,
    RinglaneError,
    RinglaneUnavailable,
)
from integrations.mailroom import notify_ops

log = logging.getLogger(__name__)


@shared_task(
    bind=True,
    autoretry_for=(RinglaneUnavailable,),
    retry_backoff=True,
    max_retries=5,
)
def push_campaign_members(self, campaign_id):
    campaign = Campaign.objects.select_related("owner").get(pk=campaign_id)
    try:
        pushed = contact_sync.push_pending_members(campaign)
    except RinglaneDisabled:
        notify_ops("Ringlane API disabled", f"campaign {campaign_id} not synced")
        return 0
    except RinglaneError as exc:
        if exc.status in (502, 504):
            raise self.retry(exc=exc, countdown=30)
        raise
    log.info("pushed %s members for campaign %s", pushed, campaign_id)
    return pushed


@shared_task
def sync_all_contact_lists():
    for campaign_id in Campaign.objects.filter(is_active=True).values_list("id", flat=True):
        push_campaign_members.delay(campaign_id)


@shared_task(bind=True, max_retries=3)
def send_campaign_digest(self, campaign_id):
    # Mailroom occasionally 503s during deploys; just retry.
    try:
        notify_ops("Campaign digest", f"campaign {campaign_id} summary ready")
    except Exception as exc:  # noqa: BLE001
        if getattr(exc, "status_code", None) in (502, 503):
            raise self.retry(exc=exc, countdown=60)
        raise
