"""HubSpot CRM v3 (private app token)."""
from __future__ import annotations

import os

from fernhub_integrations.http.errors import VendorAuthError, VendorError
from fernhub_integrations.http.retry import with_retry
from fernhub_integrations.http.session import build_session

HUBSPOT_BASE = "https://api.hubapi.com"


class HubSpotClient:
    def __init__(self, token: str | None = None):
        self._s = build_session({"Authorization": f"Bearer {token or os.environ['HUBSPOT_TOKEN']}"})

    def _call(self, method, path, **kw):
        resp = with_retry(lambda: self._s.request(method, HUBSPOT_BASE + path, **kw))
        if resp.status_code == 401:
            raise VendorAuthError("hubspot", 401, "token rejected")
        if resp.status_code == 404:
            return None  # object not found / deleted
        if resp.status_code >= 400:
            body = resp.json()
            raise VendorError("hubspot", resp.status_code, body.get("message", ""), body)
        return resp.json()

    def get_contact(self, contact_id: str, props=("email", "phone", "hubspot_owner_id")):
        return self._call("GET", f"/crm/v3/objects/contacts/{contact_id}", params={"properties": ",".join(props)})

    def search_contacts(self, filters: list[dict], after: str | None = None):
        payload = {"filterGroups": [{"filters": filters}], "limit": 100}
        if after:
            payload["after"] = after
        return self._call("POST", "/crm/v3/objects/contacts/search", json=payload)

    def owner(self, owner_id: str):
        return self._call("GET", f"/crm/v3/owners/{owner_id}")
