from celery import shared_task
from django.core.mail import mail_admins

from accounts.models import Segment
from .exceptions import RingwellTransientError, RingwellUserMissing
from .ringwell import RingwellClient


@shared_task(bind=True, max_retries=5, default_retry_delay=60)
def push_segment(self, segment_id):
    seg = Segment.objects.get(pk=segment_id)
    client = RingwellClient()
    try:
        if not seg.ringwell_list_id:
            created = client.create_list(seg.name)
            seg.ringwell_list_id = created["id"]
            seg.save(update_fields=["ringwell_list_id"])
        phones = list(seg.members.exclude(phone="").values_list("phone", flat=True))
        for i in range(0, len(phones), 500):
            client.add_numbers(seg.ringwell_list_id, phones[i : i + 500])
    except RingwellTransientError as exc:
        raise self.retry(exc=exc)
    except RingwellUserMissing:
        mail_admins("Ringwell acting user missing", "Check RINGWELL_ACTING_EMAIL")
        raise


@shared_task
def nightly_refresh():
    for seg_id in Segment.objects.filter(sync_enabled=True).values_list("id", flat=True):
        push_segment.delay(seg_id)
