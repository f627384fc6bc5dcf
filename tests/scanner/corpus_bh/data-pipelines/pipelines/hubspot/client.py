"""HubSpot legacy lists export. HubSpot still serves the v1 lists API for us."""
from __future__ import annotations

import os
import time

import requests

HUBSPOT_BASE = "https://api.hubapi.com"
TOKEN = os.environ.get("HUBSPOT_PRIVATE_APP_TOKEN", "")


def _get(path: str, **params):
    for attempt in range(5):
        resp = requests.get(
            f"{HUBSPOT_BASE}{path}",
            params=params,
            headers={"Authorization": f"Bearer {TOKEN}"},
            timeout=30,
        )
        if resp.status_code in (429, 502, 503):
            time.sleep(2 ** attempt)
            continue
        if resp.status_code == 404:
            return None
        resp.raise_for_status()
        return resp.json()
    raise RuntimeError(f"HubSpot {path} kept failing")


def contact_lists(offset: int = 0):
    return _get("/contacts/v1/lists", count=250, offset=offset)


def list_contacts(list_id: int, vid_offset: int | None = None):
    return _get(f"/contacts/v1/lists/{list_id}/contacts/all", count=100, vidOffset=vid_offset)
