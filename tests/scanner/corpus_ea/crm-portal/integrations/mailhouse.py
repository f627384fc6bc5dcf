"""Mailhouse = our in-house email marketing service (team: growth-eng).

It has its own contact lists, unrelated to Ringlane's calling lists.
"""
import requests
from django.conf import settings


class MailhouseError(Exception):
    pass


def _headers():
    return {"x-api-key": settings.MAILHOUSE["API_KEY"], "X-User-Email": "crm-portal@quillfield.co.uk"}


def upsert_contact_list(name: str, emails: list[str]) -> str:
    base = settings.MAILHOUSE["BASE_URL"]
    resp = requests.post(f"{base}/contact-lists", json={"name": name}, headers=_headers(), timeout=10)
    if resp.status_code == 503:
        raise MailhouseError("mailhouse in maintenance window")
    if resp.status_code >= 400:
        raise MailhouseError(resp.json().get("error", "mailhouse error"))
    list_id = resp.json()["id"]
    requests.post(
        f"{base}/contact-lists/{list_id}/contacts",
        json={"emails": emails},
        headers=_headers(),
        timeout=30,
    ).raise_for_status()
    return list_id
