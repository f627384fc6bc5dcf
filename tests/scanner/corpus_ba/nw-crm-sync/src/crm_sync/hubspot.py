from __future__ import annotations

from dataclasses import dataclass
from typing import Iterator

import httpx

HUBSPOT_BASE = "https://api.hubapi.com"


@dataclass
class Segment:
    id: str
    name: str


@dataclass
class Member:
    id: str
    phone: str | None


class HubSpotClient:
    def __init__(self, token: str) -> None:
        self._http = httpx.Client(base_url=HUBSPOT_BASE, headers={"Authorization": f"Bearer {token}"})

    def smart_lists(self, prefix: str) -> Iterator[Segment]:
        resp = self._http.post("/crm/v3/lists/search", json={"query": prefix})
        if resp.status_code == 404:
            return
        resp.raise_for_status()
        for item in resp.json().get("lists", []):
            yield Segment(id=str(item["listId"]), name=item["name"])

    def members(self, list_id: str) -> Iterator[Member]:
        after = None
        while True:
            params = {"limit": 100, **({"after": after} if after else {})}
            resp = self._http.get(f"/crm/v3/lists/{list_id}/memberships", params=params)
            if resp.status_code in (502, 503):
                raise RuntimeError("HubSpot is having a bad day, retry later")
            resp.raise_for_status()
            body = resp.json()
            for row in body["results"]:
                yield Member(id=row["recordId"], phone=row.get("phone"))
            after = body.get("paging", {}).get("next", {}).get("after")
            if not after:
                break
