"""SendGrid Marketing Campaigns: keep our lead lists mirrored as contact lists."""

import requests
from django.conf import settings
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

SENDGRID_ROOT = "https://api.sendgrid.com/v3"


def _session():
    s = requests.Session()
    s.mount("https://", HTTPAdapter(max_retries=Retry(total=3, status_forcelist=[429, 500, 502, 503])))
    s.headers["Authorization"] = f"Bearer {settings.SENDGRID_API_KEY}"
    return s


def create_contact_list(name):
    resp = _session().post(f"{SENDGRID_ROOT}/marketing/lists", json={"name": name}, timeout=10)
    if resp.status_code >= 400:
        errors = resp.json().get("errors", [])
        raise RuntimeError("; ".join(e.get("message", "") for e in errors))
    return resp.json()["id"]


def add_to_contact_list(list_id, emails):
    body = {"list_ids": [list_id], "contacts": [{"email": e} for e in emails]}
    return _session().put(f"{SENDGRID_ROOT}/marketing/contacts", json=body, timeout=30).json()
