"""Mirror campaign prospects into SendGrid marketing lists (follow-up emails)."""
import logging

import requests

log = logging.getLogger(__name__)

SENDGRID_API = "https://api.sendgrid.com/v3"


class SendGridLists:
    def __init__(self, api_key: str):
        self.s = requests.Session()
        self.s.headers.update({"Authorization": f"Bearer {api_key}", "Content-Type": "application/json"})

    def create_list(self, name: str) -> str:
        r = self.s.post(f"{SENDGRID_API}/marketing/lists", json={"name": name}, timeout=15)
        r.raise_for_status()
        return r.json()["id"]

    def upsert_contacts(self, list_id: str, contacts: list) -> str:
        r = self.s.put(f"{SENDGRID_API}/marketing/contacts",
                       json={"list_ids": [list_id], "contacts": contacts}, timeout=30)
        if r.status_code == 503:
            log.warning("sendgrid maintenance window, will retry later")
            return ""
        r.raise_for_status()
        return r.json()["job_id"]

    def delete_list(self, list_id: str) -> None:
        r = self.s.delete(f"{SENDGRID_API}/marketing/lists/{list_id}", params={"delete_contacts": "false"})
        if r.status_code == 404:
            return
        r.raise_for_status()
