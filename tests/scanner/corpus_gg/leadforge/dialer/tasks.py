import logging

from celery import shared_task
from django.utils import timezone

from .models import ContactList, Lead, ListMembership
from .services.client import DialwaveClient
from .services.errors import (
    DialwaveDisabledError,
    DialwaveError,
    DialwaveListNotFound,
    DialwaveTransientError,
    DialwaveUserNotFound,
)

log = logging.getLogger(__name__)


@shared_task(
    bind=True,
    autoretry_for=(DialwaveTransientError,),
    retry_backoff=30,
    retry_backoff_max=600,
    retry_jitter=True,
    max_retries=6,
)
def push_lead_to_dialer(self, lead_id):
    lead = Lead.objects.get(pk=lead_id)
    cl = ContactList.objects.filter(owner_email=lead.owner_email, archived=False).first()
    if cl is None:
        log.warning("no active list for %s; lead %s not pushed", lead.owner_email, lead.pk)
        return
    client = DialwaveClient(acting_user=lead.owner_email)
    try:
        client.append_contacts(
            cl.remote_id,
            [{"phone": lead.phone, "first_name": lead.first_name, "company": lead.company}],
        )
    except DialwaveUserNotFound:
        # SDR left, or their Dialwave seat was never provisioned -> push as ops
        DialwaveClient().append_contacts(cl.remote_id, [{"phone": lead.phone}])
    except DialwaveDisabledError:
        log.error("Dialwave API disabled for our account; dropping push for lead %s", lead.pk)
        return
    ListMembership.objects.update_or_create(
        contact_list=cl, lead=lead, defaults={"pushed_at": timezone.now(), "last_error": ""}
    )


@shared_task(autoretry_for=(DialwaveTransientError,), retry_backoff=True, max_retries=5)
def remove_lead_from_list(list_remote_id, phone):
    try:
        DialwaveClient().remove_contact(list_remote_id, phone)
    except DialwaveListNotFound:
        ContactList.objects.filter(remote_id=list_remote_id).update(archived=True)


@shared_task(bind=True, autoretry_for=(DialwaveTransientError, ConnectionError), retry_backoff=True)
def sync_contact_list(self, contact_list_pk):
    cl = ContactList.objects.get(pk=contact_list_pk)
    try:
        data = DialwaveClient(acting_user=cl.owner_email).get_contact_list(cl.remote_id)
    except DialwaveError as exc:
        if exc.status_code == 404 and exc.message == "contact list not found":
            cl.archived = True
            cl.save(update_fields=["archived"])
            return
        raise
    cl.name = data["name"]
    cl.synced_at = timezone.now()
    cl.save(update_fields=["name", "synced_at"])


@shared_task(bind=True, max_retries=3)
def rename_remote_list(self, contact_list_pk, new_name):
    cl = ContactList.objects.get(pk=contact_list_pk)
    try:
        DialwaveClient(acting_user=cl.owner_email).rename_contact_list(cl.remote_id, new_name)
    except DialwaveError as exc:
        if exc.status_code == 502:
            raise self.retry(exc=exc, countdown=60)
        if exc.message == "user not found":
            DialwaveClient().rename_contact_list(cl.remote_id, new_name)
        else:
            raise
    cl.name = new_name
    cl.save(update_fields=["name"])


@shared_task
def sync_all_contact_lists():
    for pk in ContactList.objects.filter(archived=False).values_list("pk", flat=True):
        sync_contact_list.delay(pk)
