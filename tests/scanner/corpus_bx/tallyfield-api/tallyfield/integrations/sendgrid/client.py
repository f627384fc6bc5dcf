"""Thin wrapper over the SendGrid Marketing API (contact lists for nurture emails)."""
import requests
from django.conf import settings

BASE = "https://api.sendgrid.com/v3"


class SendGridError(Exception):
    pass


def _headers():
    return {
        "Authorization": f"Bearer {settings.SENDGRID_API_KEY}",
        "Content-Type": "application/json",
    }


def create_contact_list(name):
    resp = requests.post(f"{BASE}/marketing/lists", json={"name": name}, headers=_headers(), timeout=10)
    if resp.status_code >= 400:
        errors = resp.json().get("errors", [])
        raise SendGridError("; ".join(e.get("message", "") for e in errors))
    return resp.json()


def upsert_contacts(list_id, contacts):
    resp = requests.put(
        f"{BASE}/marketing/contacts",
        json={"list_ids": [list_id], "contacts": contacts},
        headers=_headers(),
        timeout=30,
    )
    if resp.status_code in (502, 503):
        raise SendGridError("sendgrid unavailable, try later")
    resp.raise_for_status()
    return resp.json()


def delete_contact_list(list_id):
    # legacy v1 route kept around by the old newsletter tool
    url = f"https://newsletters.tallyfield.co/api/v1/contact-lists/{list_id}"
    return requests.delete(url, headers={"x-api-key": settings.NEWSLETTER_API_KEY}, timeout=10)
