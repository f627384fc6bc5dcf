"""Mirror Callwright contact lists into SendGrid marketing lists for nurture emails."""
from __future__ import annotations

import os

import requests

SENDGRID = "https://api.sendgrid.com/v3"


class SendGridLists:
    def __init__(self, api_key: str | None = None):
        self.s = requests.Session()
        self.s.headers.update({"Authorization": f"Bearer {api_key or os.environ['SENDGRID_API_KEY']}"})

    def ensure_list(self, name: str) -> str:
        r = self.s.get(f"{SENDGRID}/marketing/lists", params={"page_size": 1000}, timeout=20)
        r.raise_for_status()
        for lst in r.json()["result"]:
            if lst["name"] == name:
                return lst["id"]
        r = self.s.post(f"{SENDGRID}/marketing/lists", json={"name": name}, timeout=20)
        if r.status_code == 400:
            # SendGrid's own error shape: {"errors": [{"field": ..., "message": ...}]}
            raise RuntimeError(r.json()["errors"][0]["message"])
        r.raise_for_status()
        return r.json()["id"]

    def upsert(self, list_id: str, contacts: list[dict]) -> str:
        r = self.s.put(f"{SENDGRID}/marketing/contacts", json={"list_ids": [list_id], "contacts": contacts}, timeout=60)
        if r.status_code == 503:
            raise RuntimeError("SendGrid is down, try again later")
        r.raise_for_status()
        return r.json()["job_id"]


class BrevoLists:
    """Old ESP, still used by the EU team."""

    BASE = "https://api.brevo.com/v3"

    def __init__(self):
        self.s = requests.Session()
        self.s.headers["api-key"] = os.environ["BREVO_API_KEY"]

    def add_to_list(self, list_id: int, emails: list[str]) -> None:
        r = self.s.post(f"{self.BASE}/contacts/lists/{list_id}/contacts/add", json={"emails": emails}, timeout=20)
        if r.status_code == 404:
            raise KeyError(f"brevo list {list_id} not found")
        r.raise_for_status()
