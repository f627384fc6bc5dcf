from __future__ import annotations

import asyncio
import logging
from typing import Any

import httpx

from app.config import Settings
from app.ringlane.errors import parse_error
from app.ringlane.models import AppendResult, ContactList, ContactListPage

log = logging.getLogger(__name__)

_RETRY_STATUSES = frozenset({429, 502})


class RinglaneClient:
    def __init__(self, settings: Settings, transport: httpx.AsyncBaseTransport | None = None) -> None:
        self._default_user = settings.ringlane_acting_user_id
        self._http = httpx.AsyncClient(
            base_url=settings.ringlane_base_url,
            timeout=settings.ringlane_timeout,
            transport=transport,
            headers={
                "x-api-key": settings.ringlane_api_key.get_secret_value(),
                "accept": "application/json",
            },
        )

    async def aclose(self) -> None:
        await self._http.aclose()

    async def _send(self, method: str, url: str, *, user_id: str | None = None, **kw: Any) -> httpx.Response:
        headers = {"x-user-id": user_id or self._default_user}
        for attempt in range(3):
            resp = await self._http.request(method, url, headers=headers, **kw)
            if resp.status_code not in _RETRY_STATUSES:
                break
            await asyncio.sleep(0.25 * (attempt + 1))
        if resp.is_error:
            raise parse_error(resp)
        return resp

    async def list_contact_lists(self, page: int = 1) -> ContactListPage:
        resp = await self._send("GET", "/contact-lists", params={"page": page})
        return ContactListPage.model_validate(resp.json())

    async def create_contact_list(self, name: str, *, user_id: str | None = None) -> ContactList:
        resp = await self._send("POST", "/contact-lists", user_id=user_id, json={"name": name})
        return ContactList.model_validate(resp.json())

    async def get_contact_list(self, list_id: int) -> ContactList:
        resp = await self._send("GET", f"/contact-lists/{list_id}")
        return ContactList.model_validate(resp.json())

    async def rename_contact_list(self, list_id: int, name: str) -> ContactList:
        resp = await self._send("PATCH", f"/contact-lists/{list_id}", json={"name": name})
        return ContactList.model_validate(resp.json())

    async def remove_contact(self, list_id: int, phone: str) -> None:
        await self._send("DELETE", f"/contact-lists/{list_id}/contacts/{phone}")

    async def delete_contact_list(self, list_id: int) -> None:
        await self._send("DELETE", f"/contact-lists/{list_id}")

    async def append_contacts(self, list_id: int, phones: list[str], *, user_id: str | None = None) -> AppendResult:
        resp = await self._send(
            "POST",
            f"/contact-lists/{list_id}/contacts",
            user_id=user_id,
            json={"phones": phones},
        )
        return AppendResult.model_validate(resp.json())
