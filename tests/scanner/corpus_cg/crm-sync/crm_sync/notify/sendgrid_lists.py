"""Keeps the SendGrid marketing contact list for trial users in sync."""
import os

import requests

SENDGRID_BASE = "https://api.sendgrid.com/v3"


def _headers():
    return {"Authorization": f"Bearer {os.environ['SENDGRID_API_KEY']}", "Content-Type": "application/json"}


def upsert_contacts(emails):
    list_id = os.environ["SENDGRID_CONTACT_LIST_ID"]
    resp = requests.put(
        f"{SENDGRID_BASE}/marketing/contacts",
        json={"list_ids": [list_id], "contacts": [{"email": e} for e in emails]},
        headers=_headers(),
        timeout=10,
    )
    if resp.status_code in (502, 503):
        raise RuntimeError("SendGrid unavailable, will retry next run")
    resp.raise_for_status()
    return resp.json()["job_id"]


def delete_list_member(contact_id):
    list_id = os.environ["SENDGRID_CONTACT_LIST_ID"]
    url = f"{SENDGRID_BASE}/marketing/lists/{list_id}/contacts"
    resp = requests.delete(url, params={"contact_ids": contact_id}, headers=_headers(), timeout=10)
    if resp.status_code == 404:
        body = resp.json()
        raise KeyError(body["errors"][0]["message"])
    resp.raise_for_status()
