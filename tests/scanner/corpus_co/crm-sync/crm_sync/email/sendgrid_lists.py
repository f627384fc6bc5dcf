"""Keeps the SendGrid marketing contact lists in step with Salesforce (nurture emails)."""
import requests
from django.conf import settings

SENDGRID_BASE = "https://api.sendgrid.com/v3"


def _headers():
    return {
        "Authorization": f"Bearer {settings.SENDGRID_API_KEY}",
        "Content-Type": "application/json",
    }


def upsert_contacts(list_id, contacts):
    resp = requests.put(
        f"{SENDGRID_BASE}/marketing/contacts",
        json={"list_ids": [list_id], "contacts": contacts},
        headers=_headers(),
        timeout=15,
    )
    if resp.status_code == 404:
        raise LookupError(f"SendGrid list {list_id} not found")
    resp.raise_for_status()
    return resp.json()["job_id"]


def contact_lists():
    resp = requests.get(f"{SENDGRID_BASE}/marketing/lists", headers=_headers(), timeout=15)
    if resp.status_code in (502, 503):
        return []
    resp.raise_for_status()
    return resp.json()["result"]
