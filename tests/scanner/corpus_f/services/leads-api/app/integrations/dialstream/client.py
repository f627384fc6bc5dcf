"""Thin async client for DialStream, our outbound dialer.

Owned by the Leads team. Base URL and key come from settings; nothing here
should know which environment it runs in.
"""
from __future__ import annotations

import logging
from typing import Iterable

import httpx

from app.settings import get_settings

from .errors import DialStreamError, error_from_response
from .models import ContactList, DialerContact

log = logging.getLogger(__name__)

KEY_HEADER = "x-api-key"
USER_HEADER = "x-user-email"


class DialStreamClient:
    def __init__(self, http: httpx.AsyncClient | None = None, acting_email: str | None = None):
        s = get_settings()
        self._base = s.dialstream_base_url.rstrip("/")
        self._acting_email = acting_email or s.dialstream_service_user
        self._http = http or httpx.AsyncClient(timeout=s.dialstream_timeout_seconds)
        self._headers = {
            KEY_HEADER: s.dialstream_api_key,
            USER_HEADER: self._acting_email,
            "Content-Type": "application/json",
        }

    async def _request(self, method: str, path: str, **kw) -> dict:
        resp = await self._http.request(method, f"{self._base}{path}", headers=self._headers, **kw)
        if resp.status_code >= 400:
            try:
                body = resp.json()
            except ValueError:
                body = {"error": resp.text}
            log.warning("dialstream %s %s failed: %s", method, path, body.get("error"))
            raise error_from_response(resp.status_code, body)
        return resp.json()

    async def create_list(self, name: str, contacts: Iterable[DialerContact], group: str | None = None) -> ContactList:
        payload = {
            "name": name,
            "groupName": group,
            "contacts": [c.model_dump(by_alias=True, exclude_none=True) for c in contacts],
        }
        data = await self._request("POST", "/contact-lists", json=payload)
        return ContactList.model_validate(data)

    async def rename_list(self, list_id: int, name: str) -> ContactList:
        data = await self._request("PATCH", f"/contact-lists/{list_id}", json={"name": name})
        return ContactList.model_validate(data)

    async def add_by_phone(self, list_id: int, phones: list[str]) -> None:
        await self._request("POST", f"/contact-lists/{list_id}/contacts", json={"phones": phones})

    async def remove_by_phone(self, list_id: int, phone: str) -> None:
        await self._request("DELETE", f"/contact-lists/{list_id}/contacts/by-phone/{phone}")

    async def get_call(self, call_sid: str) -> dict:
        # calls endpoint exists in both versions
        return await self._request("GET", f"/calls/{call_sid}")

    async def safe_list_count(self, list_id: int) -> int | None:
        try:
            data = await self._request("GET", f"/contact-lists/{list_id}")
        except DialStreamError as exc:
            if exc.status == 404:
                # list was deleted by a rep in the dialer UI
                return None
            raise
        return data["contactsCount"]
