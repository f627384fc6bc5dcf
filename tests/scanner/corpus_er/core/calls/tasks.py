import logging

from celery import shared_task
from django.utils import timezone

from services.ringbolt import RingboltUnavailable, RingboltUserNotFound, get_client
from services.ringbolt.errors import RingboltError, RingboltListNotFound

from .models import CallList

log = logging.getLogger(__name__)


@shared_task(bind=True, max_retries=5, default_retry_delay=120)
def sync_ringbolt_call_lists(self):
    """Beat task (every 15 min): push pipeline-stage phone numbers into Ringbolt lists."""
    for call_list in CallList.objects.select_related("owner", "pipeline_stage"):
        client = get_client(acting_user=call_list.owner.email)
        phones = list(call_list.pipeline_stage.contacts.exclude(phone="").values_list("phone", flat=True))
        try:
            if not call_list.ringbolt_list_id:
                created = client.create_contact_list(call_list.pipeline_stage.name, call_list.owner.email)
                call_list.ringbolt_list_id = created["id"]
            client.add_phones(call_list.ringbolt_list_id, phones)
        except RingboltUserNotFound:
            log.info("owner %s not provisioned in Ringbolt, skipping", call_list.owner.email)
            call_list.last_sync_error = "Owner has no Ringbolt seat"
        except RingboltListNotFound:
            call_list.ringbolt_list_id = ""
            call_list.last_sync_error = "List was deleted in Ringbolt; will recreate"
        except RingboltUnavailable as exc:
            if exc.status == 503:
                log.error("Ringbolt public API is disabled for our workspace; aborting sync")
                return
            raise self.retry(exc=exc)
        except RingboltError as exc:
            if exc.message == "contact list not found":
                call_list.ringbolt_list_id = ""
            call_list.last_sync_error = str(exc)[:500]
        else:
            call_list.last_sync_error = ""
            call_list.last_synced_at = timezone.now()
        call_list.save(update_fields=["ringbolt_list_id", "last_sync_error", "last_synced_at"])
