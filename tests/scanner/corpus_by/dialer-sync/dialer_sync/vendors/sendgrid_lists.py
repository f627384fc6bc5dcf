"""SendGrid Marketing Campaigns contact lists.

SendGrid's own flat error format is {"errors": [{"field": ..., "message": ...}]}.
"""
import requests

from dialer_sync import settings

SG_BASE = "https://api.sendgrid.com/v3"


def _headers():
    return {"Authorization": f"Bearer {settings.SENDGRID_API_KEY}", "Content-Type": "application/json"}


def get_contact_lists():
    resp = requests.get(f"{SG_BASE}/marketing/lists", headers=_headers(), timeout=10)
    resp.raise_for_status()
    return resp.json()["result"]


def add_to_list(list_id, emails):
    body = {"list_ids": [list_id], "contacts": [{"email": e} for e in emails]}
    resp = requests.put(f"{SG_BASE}/marketing/contacts", headers=_headers(), json=body, timeout=10)
    if resp.status_code == 503:
        return None  # SendGrid maintenance window, job is re-queued
    if resp.status_code >= 400:
        errs = resp.json().get("errors", [])
        raise RuntimeError("; ".join(e["message"] for e in errs))
    return resp.json()["job_id"]
