from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Iterable

import httpx
from tenacity import (
    AsyncRetrying,
    retry_if_exception,
    stop_after_attempt,
    wait_exponential_jitter,
)

from app.config import Settings
from .constants import (
    ACTING_USER_HEADER,
    ACTING_USER_ID_HEADER,
    API_KEY_HEADER,
    DEFAULT_PAGE_SIZE,
    MAX_CONTACTS_PER_APPEND,
    RETRYABLE_STATUSES,
    USER_AGENT,
)
from .errors import RinglaneIdpUnavailable, raise_for_ringlane
from .models import AppendResult, Contact, ContactList, ContactListPage

log = logging.getLogger(__name__)


def _is_transient(exc: BaseException) -> bool:
    if isinstance(exc, (httpx.ConnectError, httpx.ReadTimeout, RinglaneIdpUnavailable)):
        return True
    if isinstance(exc, httpx.HTTPStatusError):
        return exc.response.status_code in RETRYABLE_STATUSES
    return False


class RinglaneClient:
    def __init__(self, settings: Settings, *, acting_user: str | None = None,
                 acting_user_id: str | None = None,
                 transport: httpx.AsyncBaseTransport | None = None) -> None:
        headers = {
            API_KEY_HEADER: settings.ringlane_api_key.get_secret_value(),
            "User-Agent": USER_AGENT,
            "Accept": "application/json",
        }
        if acting_user_id:
            headers[ACTING_USER_ID_HEADER] = acting_user_id
        else:
            headers[ACTING_USER_HEADER] = acting_user or settings.ringlane_acting_user
        self._http = httpx.AsyncClient(
            base_url=settings.ringlane_base_url,
            headers=headers,
            timeout=settings.ringlane_timeout_s,
            transport=transport,
        )
        self._retrying = AsyncRetrying(
            retry=retry_if_exception(_is_transient),
            stop=stop_after_attempt(4),
            wait=wait_exponential_jitter(initial=0.5, max=8),
            reraise=True,
        )

    async def __aenter__(self) -> "RinglaneClient":
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._http.aclose()

    async def _request(self, method: str, url: str, **kwargs) -> httpx.Response:
        async for attempt in self._retrying:
            with attempt:
                resp = await self._http.request(method, url, **kwargs)
                if resp.status_code == 429:
                    resp.raise_for_status()
                raise_for_ringlane(resp)
                return resp
        raise AssertionError("unreachable")

    async def iter_contact_lists(self) -> AsyncIterator[ContactList]:
        cursor: str | None = None
        while True:
            params = {"limit": DEFAULT_PAGE_SIZE}
            if cursor:
                params["cursor"] = cursor
            resp = await self._request("GET", "/contact-lists", params=params)
            page = ContactListPage.model_validate(resp.json())
            for item in page.data:
                yield item
            if not page.next_cursor:
                return
            cursor = page.next_cursor

    async def create_contact_list(self, name: str) -> ContactList:
        resp = await self._request("POST", "/contact-lists", json={"name": name})
        return ContactList.model_validate(resp.json())

    async def get_contact_list(self, list_id: str) -> ContactList:
        resp = await self._request("GET", f"/contact-lists/{list_id}")
        return ContactList.model_validate(resp.json())

    async def rename_contact_list(self, list_id: str, name: str) -> ContactList:
        resp = await self._request("PATCH", f"/contact-lists/{list_id}", json={"name": name})
        return ContactList.model_validate(resp.json())

    async def delete_contact_list(self, list_id: str) -> None:
        await self._request("DELETE", f"/contact-lists/{list_id}")

    async def append_contacts(self, list_id: str, contacts: Iterable[Contact]) -> AppendResult:
        batch = [c.model_dump(by_alias=True, exclude_none=True) for c in contacts]
        total = AppendResult(added=0)
        for i in range(0, len(batch), MAX_CONTACTS_PER_APPEND):
            chunk = batch[i : i + MAX_CONTACTS_PER_APPEND]
            resp = await self._request(
                "POST",
                f"/contact-lists/{list_id}/contacts",
                json={"contacts": chunk},
            )
            part = AppendResult.model_validate(resp.json())
            total.added += part.added
            total.skipped += part.skipped
            total.invalid_phones.extend(part.invalid_phones)
        log.info("appended %d contacts to %s", total.added, list_id)
        return total

    async def remove_contact(self, list_id: str, phone: str) -> None:
        await self._request("DELETE", f"/contact-lists/{list_id}/contacts/{phone}")
