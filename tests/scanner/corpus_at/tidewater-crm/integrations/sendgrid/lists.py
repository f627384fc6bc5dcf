"""SendGrid Marketing Campaigns contact lists (newsletter audiences)."""
import requests
from django.conf import settings


class SendGridListError(Exception):
    pass


def _headers():
    return {"Authorization": f"Bearer {settings.SENDGRID_API_KEY}", "Content-Type": "application/json"}


def get_contact_lists():
    resp = requests.get(f"{settings.SENDGRID_API_BASE}/marketing/lists", headers=_headers(), timeout=10)
    resp.raise_for_status()
    return resp.json()["result"]


def add_to_contact_list(list_id, emails):
    payload = {"list_ids": [list_id], "contacts": [{"email": e} for e in emails]}
    resp = requests.put(f"{settings.SENDGRID_API_BASE}/marketing/contacts", json=payload, headers=_headers(), timeout=10)
    if resp.status_code == 404:
        raise SendGridListError(f"contact list {list_id} not found")
    if not resp.ok:
        errors = resp.json().get("errors", [])
        raise SendGridListError("; ".join(e.get("message", "") for e in errors))
    return resp.json()["job_id"]


def delete_contact_list(list_id):
    resp = requests.delete(f"{settings.SENDGRID_API_BASE}/marketing/lists/{list_id}", headers=_headers(), timeout=10)
    resp.raise_for_status()
