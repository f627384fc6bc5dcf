"""Keeps the SendGrid marketing contact list in step with the calling lists."""
from __future__ import annotations

import httpx

SENDGRID_BASE = "https://api.sendgrid.com/v3"


class SendGridLists:
    def __init__(self, api_key: str) -> None:
        self._http = httpx.Client(
            base_url=SENDGRID_BASE,
            headers={"Authorization": f"Bearer {api_key}", "Content-Type": "application/json"},
        )

    def ensure_list(self, name: str) -> str:
        resp = self._http.get("/marketing/lists", params={"page_size": 1000})
        resp.raise_for_status()
        for lst in resp.json()["result"]:
            if lst["name"] == name:
                return lst["id"]
        created = self._http.post("/marketing/lists", json={"name": name})
        if created.status_code == 400:
            raise ValueError(created.json()["errors"][0]["message"])
        return created.json()["id"]

    def upsert_contacts(self, list_id: str, emails: list[str]) -> None:
        body = {"list_ids": [list_id], "contacts": [{"email": e} for e in emails]}
        self._http.put("/marketing/contacts", json=body).raise_for_status()

    def remove_from_list(self, list_id: str, contact_ids: list[str]) -> None:
        self._http.delete(
            f"/marketing/lists/{list_id}/contacts", params={"contact_ids": ",".join(contact_ids)}
        ).raise_for_status()
