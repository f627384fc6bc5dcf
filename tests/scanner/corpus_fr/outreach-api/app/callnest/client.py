from __future__ import annotations

import logging
from typing import Any, AsyncIterator

import httpx
from tenacity import (
    AsyncRetrying,
    retry_if_exception,
    stop_after_attempt,
    wait_exponential_jitter,
)

from app.settings import CallNestSettings

from . import constants as c
from .errors import CallNestError, parse_error

log = logging.getLogger(__name__)


def _is_retryable(exc: BaseException) -> bool:
    if isinstance(exc, CallNestError):
        return exc.status in c.RETRYABLE_STATUSES
    return isinstance(exc, (httpx.ConnectError, httpx.ReadTimeout))


class CallNestClient:
    def __init__(self, settings: CallNestSettings, *, transport: httpx.AsyncBaseTransport | None = None):
        self._settings = settings
        self._http = httpx.AsyncClient(
            base_url=str(settings.base_url).rstrip("/"),
            timeout=settings.timeout_s,
            transport=transport,
            headers={
                c.API_KEY_HEADER: settings.api_key.get_secret_value(),
                "accept": "application/json",
                "user-agent": "larkspur-outreach-api/0.14",
            },
        )

    async def aclose(self) -> None:
        await self._http.aclose()

    async def __aenter__(self) -> "CallNestClient":
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    def _user_headers(self, acting_user: str | None) -> dict[str, str]:
        who = acting_user or self._settings.acting_user
        if "@" in who:
            return {c.ACTING_USER_HEADER: who}
        return {c.ACTING_USER_ID_HEADER: who}

    async def _request(self, method: str, path: str, *, acting_user: str | None = None, **kw: Any) -> Any:
        async for attempt in AsyncRetrying(
            stop=stop_after_attempt(self._settings.max_attempts),
            wait=wait_exponential_jitter(initial=0.5, max=8),
            retry=retry_if_exception(_is_retryable),
            reraise=True,
        ):
            with attempt:
                resp = await self._http.request(method, path, headers=self._user_headers(acting_user), **kw)
                if resp.status_code >= 400:
                    try:
                        payload = resp.json()
                    except ValueError:
                        payload = resp.text
                    err = parse_error(resp.status_code, payload)
                    log.warning("callnest %s %s -> %s %s", method, path, resp.status_code, err.message)
                    raise err
                if resp.status_code == 204:
                    return None
                return resp.json()

    # contact lists -------------------------------------------------------

    async def list_contact_lists(self, *, page_size: int = c.DEFAULT_PAGE_SIZE) -> AsyncIterator[dict]:
        cursor: str | None = None
        while True:
            params = {"limit": page_size}
            if cursor:
                params["cursor"] = cursor
            page = await self._request("GET", c.CONTACT_LISTS_PATH, params=params)
            for item in page["data"]:
                yield item
            cursor = page.get("next_cursor")
            if not cursor:
                return

    async def create_contact_list(self, name: str, *, acting_user: str | None = None) -> dict:
        return await self._request("POST", c.CONTACT_LISTS_PATH, json={"name": name}, acting_user=acting_user)

    async def rename_contact_list(self, list_id: str, name: str) -> dict:
        return await self._request("PATCH", c.CONTACT_LIST_PATH.format(list_id=list_id), json={"name": name})

    async def delete_contact_list(self, list_id: str) -> None:
        await self._request("DELETE", c.CONTACT_LIST_PATH.format(list_id=list_id))

    async def add_contacts(self, list_id: str, phones: list[str]) -> dict:
        body = {"contacts": [{"phone": p} for p in phones]}
        return await self._request("POST", c.CONTACT_LIST_CONTACTS_PATH.format(list_id=list_id), json=body)

    async def remove_contact(self, list_id: str, phone: str) -> None:
        await self._request("DELETE", c.CONTACT_LIST_CONTACT_PATH.format(list_id=list_id, phone=phone))
