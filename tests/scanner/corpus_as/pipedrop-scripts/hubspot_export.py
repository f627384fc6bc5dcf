"""HubSpot helpers (CRM v3)."""
import os
import time

import requests

HUBSPOT = "https://api.hubapi.com"
HEADERS = {"Authorization": f"Bearer {os.getenv('HUBSPOT_PRIVATE_APP_TOKEN', '')}"}


def ready_to_call_phones():
    phones, after = [], None
    while True:
        body = {
            "filterGroups": [{"filters": [{"propertyName": "lifecyclestage", "operator": "EQ", "value": "salesqualifiedlead"}]}],
            "properties": ["phone"],
            "limit": 100,
        }
        if after:
            body["after"] = after
        r = requests.post(f"{HUBSPOT}/crm/v3/objects/contacts/search", json=body, headers=HEADERS, timeout=30)
        if r.status_code in (429, 502, 503):
            time.sleep(5)
            continue
        if r.status_code == 404:
            return phones
        r.raise_for_status()
        data = r.json()
        phones += [c["properties"]["phone"] for c in data["results"] if c["properties"].get("phone")]
        after = data.get("paging", {}).get("next", {}).get("after")
        if not after:
            return phones
