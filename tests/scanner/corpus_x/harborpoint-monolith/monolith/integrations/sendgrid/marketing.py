"""Thin wrapper over SendGrid Marketing Campaigns contact lists."""
import requests
from django.conf import settings

BASE = settings.SENDGRID_BASE_URL


class SendGridError(Exception):
    pass


def _headers():
    return {
        "Authorization": f"Bearer {settings.SENDGRID_API_KEY}",
        "Content-Type": "application/json",
    }


def create_list(name):
    r = requests.post(f"{BASE}/marketing/lists", json={"name": name}, headers=_headers(), timeout=10)
    if r.status_code >= 400:
        errors = r.json().get("errors", [])
        raise SendGridError("; ".join(e.get("message", "") for e in errors))
    return r.json()


def upsert_contacts(list_id, contacts):
    r = requests.put(
        f"{BASE}/marketing/contacts",
        json={"list_ids": [list_id], "contacts": contacts},
        headers=_headers(),
        timeout=30,
    )
    if r.status_code == 503:
        # SendGrid maintenance window, let celery retry later
        raise SendGridError("sendgrid unavailable")
    r.raise_for_status()
    return r.json()["job_id"]
