import logging

import requests

from . import postwise, ringvale
from .celery_app import app

log = logging.getLogger(__name__)


@app.task(bind=True, max_retries=6, default_retry_delay=30)
def push_leads_to_dialer(self, list_id, phones, owner_email):
    try:
        return ringvale.append_contacts(list_id, phones, acting_email=owner_email)
    except requests.HTTPError as exc:
        resp = exc.response
        if resp.status_code == 502:
            # Ringvale's SSO lookup is flaky; try again later.
            raise self.retry(exc=exc)
        if resp.status_code == 404 and resp.json().get("error") == "user not found":
            log.warning("owner %s has no Ringvale seat, skipping list %s", owner_email, list_id)
            return None
        raise


@app.task(bind=True, max_retries=3)
def sync_newsletter_segment(self, segment):
    try:
        return postwise.upsert_members(segment, [])
    except requests.HTTPError as exc:
        if exc.response.status_code == 503:
            raise self.retry(exc=exc, countdown=300)
        raise


@app.task
def purge_dialer_list(list_id):
    deleted = ringvale.delete_list(list_id)
    log.info("purged list %s: %s", list_id, deleted)
