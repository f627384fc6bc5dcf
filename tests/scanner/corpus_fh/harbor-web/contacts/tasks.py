import logging

import requests
from celery import shared_task
from django.utils import timezone

from integrations.dialwise import (
    ContactListNotFound,
    DialwiseError,
    DialwiseIdentityProviderDown,
    DialwiseUserNotFound,
    get_client,
)
from integrations.mailwave.client import MailwaveClient, MailwaveError

from .models import Segment

log = logging.getLogger(__name__)


@shared_task(
    bind=True,
    autoretry_for=(DialwiseIdentityProviderDown, requests.ConnectionError),
    retry_backoff=30,
    retry_backoff_max=600,
    max_retries=6,
)
def push_segment_to_dialwise(self, segment_id):
    segment = Segment.objects.get(pk=segment_id)
    client = get_client()

    try:
        if segment.dialwise_list_id:
            try:
                client.get_contact_list(segment.dialwise_list_id)
            except ContactListNotFound:
                log.info("list %s vanished on Dialwise side, recreating", segment.dialwise_list_id)
                segment.dialwise_list_id = ""
        if not segment.dialwise_list_id:
            created = client.create_contact_list(segment.name, external_id=str(segment.pk))
            segment.dialwise_list_id = created["id"]
        client.append_contacts(segment.dialwise_list_id, segment.phones())
    except DialwiseUserNotFound:
        segment.sync_error = "Integration user is not provisioned in Dialwise."
    except DialwiseError as exc:
        if exc.status == 503:
            # API disabled for the tenant; an admin must re-enable it in Dialwise settings.
            segment.sync_error = "Dialwise API is disabled for our account."
            log.error("dialwise public API disabled, giving up on segment %s", segment_id)
        else:
            raise
    else:
        segment.sync_error = ""
        segment.synced_at = timezone.now()
    segment.save()


@shared_task(autoretry_for=(MailwaveError,), retry_backoff=True, max_retries=3)
def subscribe_to_newsletter(list_id, email):
    MailwaveClient().subscribe(list_id, email)
