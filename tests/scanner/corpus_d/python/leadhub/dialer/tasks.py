"""Celery tasks pushing CRM segments into Ringlane calling lists."""
from __future__ import annotations

import logging

from celery import shared_task

from leadhub.crm.models import Segment
from leadhub.dialer.session import RinglaneSession

log = logging.getLogger("leadhub.dialer")

CONTACT_LISTS = "contact-lists"


class RinglaneUserMissing(Exception):
    pass


class RinglaneDisabled(Exception):
    pass


def _raise_for_ringlane(resp) -> None:
    if resp.ok:
        return
    try:
        message = resp.json()["error"]
    except ValueError:
        message = resp.text
    if resp.status_code == 404 and message == "user not found":
        raise RinglaneUserMissing(message)
    if resp.status_code == 503:
        # Ringlane ops switch the public API off during maintenance windows
        raise RinglaneDisabled(message)
    raise RuntimeError(f"Ringlane {resp.status_code}: {message}")


@shared_task(bind=True, max_retries=5, default_retry_delay=30)
def push_segment(self, segment_id: int, owner_email: str) -> int:
    segment = Segment.objects.select_related("owner").get(pk=segment_id)
    payload = {
        "name": segment.name[:150],
        "groupName": segment.campaign or None,
        "contacts": [
            {"phoneNumber": c.phone_e164, "name": c.full_name}
            for c in segment.contacts.exclude(phone_e164="")
        ],
    }
    with RinglaneSession(acting_user=owner_email) as s:
        resp = s.post(CONTACT_LISTS, json=payload)
        try:
            _raise_for_ringlane(resp)
        except RinglaneDisabled as exc:
            raise self.retry(exc=exc, countdown=600)
    list_id = resp.json()["id"]
    segment.external_list_id = list_id
    segment.save(update_fields=["external_list_id"])
    return list_id


@shared_task
def rename_segment(segment_id: int, owner_email: str) -> None:
    segment = Segment.objects.get(pk=segment_id)
    with RinglaneSession(acting_user=owner_email) as s:
        resp = s.patch(f"contact-lists/{segment.external_list_id}", json={"name": segment.name})
        _raise_for_ringlane(resp)
