"""Nightly reconciliation between CRM campaigns and Ringlane lists (run from cron via django-crontab)."""
import logging

import requests
from django.conf import settings
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from .models import CallCampaign

log = logging.getLogger(__name__)


def _session() -> requests.Session:
    s = requests.Session()
    retry = Retry(total=4, backoff_factor=1.5, status_forcelist=[429, 502], allowed_methods=None)
    s.mount("https://", HTTPAdapter(max_retries=retry))
    s.headers["x-api-key"] = settings.RINGLANE["API_KEY"]
    s.headers["x-user-email"] = settings.RINGLANE["ACTING_USER"]
    return s


def reconcile_campaign_names() -> int:
    s = _session()
    base = settings.RINGLANE["BASE_URL"]
    fixed = 0
    for c in CallCampaign.objects.exclude(ringlane_list_id="").filter(archived=False):
        r = s.get(f"{base}/contact-lists/{c.ringlane_list_id}", timeout=10)
        if r.status_code == 404:
            log.info("campaign %s points at a missing list: %s", c.pk, r.json().get("error"))
            c.ringlane_list_id = ""
            c.save(update_fields=["ringlane_list_id"])
            continue
        r.raise_for_status()
        if r.json()["name"] != c.name:
            s.patch(f"{base}/contact-lists/{c.ringlane_list_id}", json={"name": c.name}, timeout=10)
            fixed += 1
    return fixed


def archive_stale_lists(days: int = 90) -> None:
    s = _session()
    base = settings.RINGLANE["BASE_URL"]
    for c in CallCampaign.objects.filter(archived=True).exclude(ringlane_list_id=""):
        r = s.delete(f"{base}/contact-lists/{c.ringlane_list_id}", timeout=10)
        if r.status_code not in (204, 404):
            log.error("could not delete %s: %s", c.ringlane_list_id, r.text[:200])
