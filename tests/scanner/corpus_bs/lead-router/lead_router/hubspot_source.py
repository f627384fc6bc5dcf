import time

import requests

from .settings import settings

HUBSPOT = "https://api.hubapi.com"
RETRY_ON = {429, 502, 503, 504}


def fetch_new_leads(since_ms: int) -> list[dict]:
    body = {
        "filterGroups": [{"filters": [{"propertyName": "createdate", "operator": "GT", "value": since_ms}]}],
        "properties": ["firstname", "lastname", "phone", "email", "zip"],
        "limit": 100,
    }
    for attempt in range(5):
        resp = requests.post(
            f"{HUBSPOT}/crm/v3/objects/contacts/search",
            json=body,
            headers={"Authorization": f"Bearer {settings.hubspot_private_app_token}"},
            timeout=20,
        )
        if resp.status_code in RETRY_ON:
            time.sleep(2 ** attempt)
            continue
        if resp.status_code == 401:
            raise PermissionError(resp.json().get("message"))
        resp.raise_for_status()
        return resp.json()["results"]
    raise TimeoutError("HubSpot kept failing")
