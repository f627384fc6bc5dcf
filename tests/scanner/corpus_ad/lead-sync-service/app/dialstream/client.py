"""Thin async wrapper around the Dialstream REST API."""
from __future__ import annotations

import asyncio
import logging
from typing import Any, Iterable

import aiohttp

from ..settings import settings
from .constants import (
    HDR_ACTING_USER,
    HDR_API_KEY,
    LIST_CONTACTS_PATH,
    LISTS_PATH,
    MAX_ATTEMPTS,
    RETRYABLE_STATUSES,
    USER_AGENT,
)
from .errors import classify

log = logging.getLogger(__name__)


class DialstreamSession:
    def __init__(self, acting_user: str | None = None, timeout: float = 15.0):
        self._acting_user = acting_user or settings.dialstream_service_user
        self._timeout = aiohttp.ClientTimeout(total=timeout)
        self._session: aiohttp.ClientSession | None = None

    async def __aenter__(self) -> "DialstreamSession":
        self._session = aiohttp.ClientSession(
            base_url=settings.dialstream_base_url + "/",
            timeout=self._timeout,
            headers={
                HDR_API_KEY: settings.dialstream_api_key,
                HDR_ACTING_USER: self._acting_user,
                "User-Agent": USER_AGENT,
            },
        )
        return self

    async def __aexit__(self, *exc) -> None:
        if self._session:
            await self._session.close()

    async def _request(self, method: str, path: str, **kwargs: Any) -> Any:
        assert self._session is not None, "use `async with DialstreamSession()`"
        for attempt in range(1, MAX_ATTEMPTS + 1):
            async with self._session.request(method, path.lstrip("/"), **kwargs) as resp:
                if resp.status in RETRYABLE_STATUSES and attempt < MAX_ATTEMPTS:
                    log.warning("dialstream %s %s -> %s, retrying", method, path, resp.status)
                    await asyncio.sleep(0.5 * 2 ** attempt)
                    continue
                if resp.status >= 400:
                    try:
                        payload = await resp.json()
                    except aiohttp.ContentTypeError:
                        payload = None
                    raise classify(resp.status, payload)
                if resp.status == 204:
                    return None
                return await resp.json()

    async def list_contact_lists(self) -> list[dict[str, Any]]:
        return await self._request("GET", LISTS_PATH)

    async def create_contact_list(self, name: str, owner_email: str) -> dict[str, Any]:
        return await self._request("POST", LISTS_PATH, json={"name": name, "owner": owner_email})

    async def append_contacts(self, list_id: str, phones: Iterable[str]) -> None:
        body = {"contacts": [{"phone": p} for p in phones]}
        await self._request("POST", LIST_CONTACTS_PATH.format(list_id=list_id), json=body)

    async def remove_contact(self, list_id: str, phone: str) -> None:
        await self._request("DELETE", f"contact-lists/{list_id}/contacts/{phone}")

    async def get_contact_list(self, list_id: str) -> dict[str, Any]:
        return await self._request("GET", f"contact-lists/{list_id}")

    async def rename_list(self, list_id: str, name: str) -> dict[str, Any]:
        return await self._request("PATCH", f"contact-lists/{list_id}", json={"name": name})
