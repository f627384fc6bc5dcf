from __future__ import annotations

from urllib.parse import quote

import httpx

from app.config import get_settings

from .auth import CallvaneCredentials
from .errors import raise_for_callvane
from .models import Contact, ContactList, ContactListPage
from .retry import callvane_retrying

API_VERSION = "v1"


class CallvaneClient:
    def __init__(self, acting_user_email: str, http: httpx.AsyncClient | None = None):
        settings = get_settings()
        self._base_url = f"{settings.callvane_host.rstrip('/')}/api/public/{API_VERSION}"
        self._creds = CallvaneCredentials(
            api_key=settings.callvane_api_key,
            acting_user_email=acting_user_email,
        )
        self._http = http or httpx.AsyncClient(timeout=settings.callvane_timeout_s)

    async def _request(self, method: str, path: str, **kwargs) -> httpx.Response:
        async for attempt in callvane_retrying():
            with attempt:
                resp = await self._http.request(
                    method, self._base_url + path, headers=self._creds.headers(), **kwargs
                )
                raise_for_callvane(resp)
                return resp
        raise RuntimeError("unreachable")

    async def list_contact_lists(self, cursor: str | None = None) -> ContactListPage:
        params = {"cursor": cursor} if cursor else None
        resp = await self._request("GET", "/contact-lists", params=params)
        return ContactListPage.model_validate(resp.json())

    async def get_contact_list(self, list_id: str) -> ContactList:
        resp = await self._request("GET", f"/contact-lists/{list_id}")
        return ContactList.model_validate(resp.json())

    async def create_contact_list(self, name: str) -> ContactList:
        resp = await self._request("POST", "/contact-lists", json={"name": name})
        return ContactList.model_validate(resp.json())

    async def rename_contact_list(self, list_id: str, name: str) -> ContactList:
        resp = await self._request("PATCH", f"/contact-lists/{list_id}", json={"name": name})
        return ContactList.model_validate(resp.json())

    async def add_contacts(self, list_id: str, contacts: list[Contact]) -> int:
        payload = {"contacts": [c.model_dump(exclude_none=True) for c in contacts]}
        resp = await self._request("POST", f"/contact-lists/{list_id}/contacts", json=payload)
        return resp.json().get("added", 0)

    async def remove_contact(self, list_id: str, phone: str) -> None:
        await self._request("DELETE", f"/contact-lists/{list_id}/contacts/{quote(phone)}")

    async def aclose(self) -> None:
        await self._http.aclose()
