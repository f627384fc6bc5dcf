"""SendGrid Marketing Campaigns contact lists (nurture email sequence)."""
import logging

import requests

from .settings import settings

log = logging.getLogger(__name__)
SG_BASE = "https://api.sendgrid.com/v3"


def _headers():
    return {"Authorization": f"Bearer {settings.sendgrid_api_key}", "Content-Type": "application/json"}


def add_to_nurture(emails: list[str]) -> str:
    body = {
        "list_ids": [settings.sendgrid_nurture_list_id],
        "contacts": [{"email": e} for e in emails],
    }
    resp = requests.put(f"{SG_BASE}/marketing/contacts", json=body, headers=_headers(), timeout=15)
    if resp.status_code == 404:
        log.warning("nurture list missing in SendGrid: %s", settings.sendgrid_nurture_list_id)
        return ""
    resp.raise_for_status()
    return resp.json()["job_id"]


def remove_from_list(list_id: str, contact_ids: list[str]) -> None:
    url = f"{SG_BASE}/marketing/lists/{list_id}/contacts"
    resp = requests.delete(url, params={"contact_ids": ",".join(contact_ids)}, headers=_headers(), timeout=15)
    if resp.status_code >= 400:
        errs = resp.json().get("errors", [])
        raise RuntimeError("; ".join(e.get("message", "") for e in errs))


def list_contact_lists() -> list[dict]:
    resp = requests.get(f"{SG_BASE}/marketing/lists", params={"page_size": 100}, headers=_headers(), timeout=15)
    resp.raise_for_status()
    return resp.json()["result"]
