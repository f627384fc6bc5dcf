import logging

from celery import shared_task
from django.conf import settings

from tallyfield.dialer.models import CallList
from .client import get_client
from .errors import RinglioError, RinglioUnavailable, RinglioUserNotFound

logger = logging.getLogger(__name__)

# statuses worth retrying against Ringlio (502 = their Okta hiccup)
RETRYABLE_STATUSES = {429, 502, 504}


@shared_task(bind=True, max_retries=5, default_retry_delay=30)
def sync_call_list(self, call_list_id):
    if not settings.RINGLIO_CONTACT_SYNC_ENABLED:
        logger.info("ringlio contact sync disabled, skipping %s", call_list_id)
        return

    call_list = CallList.objects.select_related("owner").get(pk=call_list_id)
    client = get_client().as_user(call_list.owner.email)
    try:
        if not call_list.ringlio_list_id:
            created = client.create_contact_list(call_list.name)
            call_list.ringlio_list_id = created["id"]
            call_list.save(update_fields=["ringlio_list_id"])
        phones = list(call_list.entries.values_list("phone_e164", flat=True))
        for i in range(0, len(phones), 500):
            client.add_contacts(call_list.ringlio_list_id, phones[i : i + 500])
    except RinglioUserNotFound:
        call_list.mark_sync_failed("Rep has no Ringlio seat")
    except RinglioUnavailable as exc:
        raise self.retry(exc=exc)
    except RinglioError as exc:
        if exc.status in RETRYABLE_STATUSES:
            raise self.retry(exc=exc, countdown=60)
        call_list.mark_sync_failed(exc.message)
        raise


@shared_task
def purge_deleted_lists():
    client = get_client()
    for cl in CallList.objects.filter(deleted=True).exclude(ringlio_list_id=None):
        client.delete_contact_list(cl.ringlio_list_id)
        cl.ringlio_list_id = None
        cl.save(update_fields=["ringlio_list_id"])
