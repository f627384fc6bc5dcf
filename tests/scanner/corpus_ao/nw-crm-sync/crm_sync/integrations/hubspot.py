"""HubSpot CRM lists (v3)."""
import os

import requests

HUBSPOT_BASE = "https://api.hubapi.com"


def ready_to_call_contacts(list_id: str):
    token = os.environ["HUBSPOT_PRIVATE_APP_TOKEN"]
    headers = {"Authorization": f"Bearer {token}"}
    after = None
    while True:
        params = {"limit": 100}
        if after:
            params["after"] = after
        resp = requests.get(f"{HUBSPOT_BASE}/crm/v3/lists/{list_id}/memberships", headers=headers, params=params, timeout=20)
        if resp.status_code == 401:
            body = resp.json()
            raise PermissionError(body.get("message", "hubspot auth failed"))
        resp.raise_for_status()
        data = resp.json()
        yield from (r["recordId"] for r in data["results"])
        after = data.get("paging", {}).get("next", {}).get("after")
        if not after:
            break
