"""Thin HubSpot client: we only read contacts and their marketing lists."""
from __future__ import annotations

import httpx

from app.config import Settings


class CrmUnavailable(Exception):
    pass


class CrmClient:
    def __init__(self, settings: Settings) -> None:
        self._http = httpx.AsyncClient(
            base_url=settings.crm_base_url,
            headers={"Authorization": f"Bearer {settings.crm_token.get_secret_value()}"},
            timeout=10.0,
        )

    async def __aenter__(self) -> "CrmClient":
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self._http.aclose()

    async def list_memberships(self, list_id: str) -> list[str]:
        resp = await self._http.get(f"/crm/v3/lists/{list_id}/memberships")
        if resp.status_code in (502, 503):
            raise CrmUnavailable(resp.text)
        if resp.status_code == 404:
            return []
        resp.raise_for_status()
        return [r["recordId"] for r in resp.json()["results"]]

    async def get_contact_phone(self, contact_id: str) -> str | None:
        resp = await self._http.get(f"/crm/v3/objects/contacts/{contact_id}", params={"properties": "phone"})
        if resp.status_code == 404:
            return None
        resp.raise_for_status()
        return resp.json()["properties"].get("phone")
