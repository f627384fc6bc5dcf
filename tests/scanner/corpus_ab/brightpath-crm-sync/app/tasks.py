import logging
import os

import requests

from app.celery_app import celery
from app.services.callforge.client import CallForgeClient
from app.services.callforge.errors import CallForgeError

log = logging.getLogger(__name__)


def _sync_client():
    return CallForgeClient(
        api_key=os.environ["CALLFORGE_API_KEY"],
        acting_user_email=os.environ.get("CALLFORGE_SYNC_USER", "integrations@brightpath.io"),
    )


@celery.task(bind=True, max_retries=5, default_retry_delay=60)
def sync_contact_lists(self):
    client = _sync_client()
    try:
        page = 1
        while True:
            batch = client.list_contact_lists(page=page)
            if not batch.get("data"):
                break
            for cl in batch["data"]:
                log.info("upserting contact list %s (%s)", cl["id"], cl["name"])
            page += 1
    except CallForgeError as exc:
        if exc.status == 502:
            raise self.retry(exc=exc)
        raise


@celery.task
def callforge_healthcheck():
    resp = requests.get(
        "https://api.callforge.com/api/public/v1/contact-lists?per_page=1",
        headers={
            "x-api-key": os.environ["CALLFORGE_API_KEY"],
            "x-user-email": os.environ.get("CALLFORGE_SYNC_USER", "integrations@brightpath.io"),
        },
        timeout=5,
    )
    return resp.status_code


@celery.task
def ingest_call_event(event):
    log.info("call event %s for %s", event.get("type"), event.get("call_id"))


@celery.task
def purge_stale_sessions():
    requests.post("http://session-store:8080/v1/purge", headers={"x-api-key": os.environ.get("SESSION_STORE_KEY", "")}, timeout=5)
