"""Map HubSpot owners to Callwright users so call activity can be attributed."""
from __future__ import annotations

import pandas as pd
import requests
from prefect import flow, task
from prefect.blocks.system import Secret

from callpipe.client import CallwrightClient
from callpipe import warehouse

HUBSPOT = "https://api.hubapi.com/crm/v3/owners"


@task(retries=3, retry_delay_seconds=15)
def hubspot_owners() -> pd.DataFrame:
    token = Secret.load("hubspot-token").get()
    out, after = [], None
    while True:
        r = requests.get(HUBSPOT, headers={"Authorization": f"Bearer {token}"}, params={"limit": 100, "after": after}, timeout=20)
        if r.status_code in (502, 503, 504):
            raise RuntimeError(f"HubSpot unavailable ({r.status_code})")
        r.raise_for_status()
        body = r.json()
        out += body["results"]
        after = body.get("paging", {}).get("next", {}).get("after")
        if not after:
            return pd.DataFrame(out)


@task
def callwright_users() -> pd.DataFrame:
    return pd.DataFrame(list(CallwrightClient().iter_users()))


@flow(name="hubspot-owner-sync")
def hubspot_owner_sync() -> int:
    owners = hubspot_owners()
    users = callwright_users()
    merged = owners.merge(users, left_on="email", right_on="email", how="left", suffixes=("_hs", "_cw"))
    warehouse.land(merged[["id_hs", "id_cw", "email"]].rename(columns={"id_hs": "hubspot_owner_id", "id_cw": "callwright_user_id"}), "owner_map")
    return len(merged)
