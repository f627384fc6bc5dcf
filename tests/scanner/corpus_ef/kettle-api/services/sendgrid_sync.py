"""Mirror opted-in homeowners into a SendGrid marketing list."""
import os

import requests

SENDGRID_BASE = "https://api.sendgrid.com/v3"


def _headers():
    return {"Authorization": f"Bearer {os.environ['SENDGRID_API_KEY']}", "Content-Type": "application/json"}


def upsert_contacts(list_id, homeowners):
    body = {
        "list_ids": [list_id],
        "contacts": [{"email": h.email, "first_name": h.first_name} for h in homeowners],
    }
    resp = requests.put(f"{SENDGRID_BASE}/marketing/contacts", json=body, headers=_headers(), timeout=15)
    if resp.status_code == 404:
        raise LookupError("sendgrid list not found")
    resp.raise_for_status()
    return resp.json()["job_id"]


def delete_list(list_id):
    resp = requests.delete(f"{SENDGRID_BASE}/marketing/lists/{list_id}", headers=_headers(), timeout=15)
    if resp.status_code in (502, 503):
        return False  # SendGrid hiccup, the nightly job will try again
    resp.raise_for_status()
    return True
