from celery import shared_task

from dispatch.loads.models import CarrierLead
from .client import RinglaneClient
from .errors import RinglaneDisabled, RinglaneError, RinglaneUserNotFound


@shared_task(bind=True, max_retries=5, default_retry_delay=60)
def sync_carrier_list(self, list_id, dispatcher_email):
    client = RinglaneClient(acting_email=dispatcher_email)
    phones = list(CarrierLead.objects.filter(active=True).values_list("phone", flat=True))
    try:
        for i in range(0, len(phones), 500):
            client.add_contacts(list_id, phones[i : i + 500])
    except RinglaneUserNotFound:
        # dispatcher not provisioned in Ringlane; nothing to retry
        return {"status": "skipped", "reason": "user_not_provisioned"}
    except RinglaneDisabled:
        return {"status": "skipped", "reason": "ringlane_api_disabled"}
    except RinglaneError as exc:
        if exc.status == 502:
            raise self.retry(exc=exc)
        raise
    return {"status": "ok", "count": len(phones)}


@shared_task
def prune_list(list_id, dispatcher_email, phones):
    client = RinglaneClient(acting_email=dispatcher_email)
    for phone in phones:
        client.remove_contact(list_id, phone)
