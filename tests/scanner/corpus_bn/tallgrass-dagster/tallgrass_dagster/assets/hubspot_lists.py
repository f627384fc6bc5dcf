"""Mirror HubSpot static lists into Snowflake for attribution."""
from __future__ import annotations

import os

import httpx
from dagster import asset

HUBSPOT_BASE = "https://api.hubapi.com"


@asset(group_name="ingest")
def hubspot_contact_lists() -> list[dict]:
    token = os.environ["HUBSPOT_PRIVATE_APP_TOKEN"]
    out, after = [], None
    with httpx.Client(base_url=HUBSPOT_BASE, headers={"Authorization": f"Bearer {token}"}) as c:
        while True:
            r = c.get("/contacts/v1/lists", params={"count": 250, "offset": after or 0})
            if r.status_code == 502:
                continue  # HubSpot edge hiccup
            r.raise_for_status()
            body = r.json()
            out.extend(body["lists"])
            if not body.get("has-more"):
                return out
            after = body["offset"]
