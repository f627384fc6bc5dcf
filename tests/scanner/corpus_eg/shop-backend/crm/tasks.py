import logging

import requests
from celery import shared_task
from django.conf import settings
from django.utils import timezone

from crm.models import Segment
from crm.services.ringlane import (
    RinglaneApiDisabled,
    RinglaneContactListNotFound,
    RinglaneIdentityProviderDown,
    RinglaneRateLimited,
    RinglaneUserNotFound,
    get_client,
)

logger = logging.getLogger(__name__)


@shared_task(
    bind=True,
    autoretry_for=(RinglaneIdentityProviderDown, RinglaneRateLimited),
    retry_backoff=30,
    retry_backoff_max=900,
    max_retries=6,
)
def sync_segment(self, segment_id):
    """Mirror a CRM segment into a Ringlane contact list."""
    if not settings.RINGLANE_SYNC_ENABLED:
        return "disabled"
    segment = Segment.objects.select_related("owner").get(pk=segment_id)
    client = get_client()
    owner_email = segment.owner.email
    phones = list(
        segment.customers.filter(opted_out_of_calls=False)
        .exclude(phone="")
        .values_list("phone", flat=True)
    )
    try:
        if not segment.ringlane_list_id:
            created = client.create_contact_list(segment.name, acting_email=owner_email)
            segment.ringlane_list_id = created["id"]
        added = client.add_contacts(segment.ringlane_list_id, phones, acting_email=owner_email)
    except RinglaneUserNotFound:
        # Owner left or was never provisioned; fall back to the sales-ops mailbox
        logger.warning("segment %s owner %s unknown to ringlane", segment_id, owner_email)
        added = client.add_contacts(segment.ringlane_list_id, phones)
    except RinglaneContactListNotFound:
        segment.ringlane_list_id = ""
        segment.save(update_fields=["ringlane_list_id"])
        raise self.retry(countdown=5)
    except RinglaneApiDisabled as exc:
        segment.last_sync_error = str(exc)
        segment.save(update_fields=["last_sync_error"])
        return "api-disabled"
    segment.last_synced_at = timezone.now()
    segment.last_sync_error = ""
    segment.save()
    return added


@shared_task
def sync_all_segments():
    for segment_id in Segment.objects.values_list("id", flat=True):
        sync_segment.delay(segment_id)


@shared_task(bind=True, max_retries=5, default_retry_delay=60)
def push_missed_call_followups(self, list_id, phones, owner_email):
    """Old direct call, predates the services/ringlane client. TODO: move over."""
    resp = requests.post(
        f"{settings.RINGLANE_BASE_URL}/contact-lists/{list_id}/contacts",
        json={"contacts": [{"phone": p, "tag": "missed-call"} for p in phones]},
        headers={
            "x-api-key": settings.RINGLANE_API_KEY,
            "X-User-Email": owner_email,
        },
        timeout=15,
    )
    if resp.status_code == 502:
        raise self.retry(countdown=30 * (self.request.retries + 1))
    if resp.status_code == 404 and resp.json().get("error") == "user not found":
        return push_missed_call_followups.delay(list_id, phones, settings.RINGLANE_DEFAULT_ACTING_EMAIL)
    if not resp.ok:
        detail = resp.json().get("error", resp.text)
        logger.error("followup push failed (%s): %s", resp.status_code, detail)
        return None
    return resp.json().get("added")


@shared_task(bind=True, max_retries=3)
def notify_slack_on_failed_sync(self, segment_id, message):
    hook = getattr(settings, "SLACK_SALES_OPS_WEBHOOK", "")
    if not hook:
        return
    r = requests.post(hook, json={"text": f":telephone: segment {segment_id}: {message}"}, timeout=5)
    if r.status_code in (502, 503):
        raise self.retry(countdown=20)
