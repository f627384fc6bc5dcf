from __future__ import annotations

import logging
from typing import Any

import httpx
from tenacity import (
    AsyncRetrying,
    retry_if_exception,
    stop_after_attempt,
    wait_exponential_jitter,
)

from app.settings import settings

from .constants import (
    CONTACT_LISTS_PATH,
    DEFAULT_TIMEOUT_S,
    HEADER_ACTING_USER,
    HEADER_API_KEY,
    LIST_CONTACTS_PATH,
    RETRYABLE_STATUSES,
)
from .errors import RingCadenceError, from_response

log = logging.getLogger(__name__)


def _is_transient(exc: BaseException) -> bool:
    if isinstance(exc, httpx.TransportError):
        return True
    return isinstance(exc, RingCadenceError) and exc.status in RETRYABLE_STATUSES


class RingCadenceClient:
    def __init__(self, http: httpx.AsyncClient | None = None) -> None:
        self._http = http or httpx.AsyncClient(
            base_url=settings.ringcadence_base_url,
            headers={HEADER_API_KEY: settings.ringcadence_api_key},
            timeout=DEFAULT_TIMEOUT_S,
        )

    async def aclose(self) -> None:
        await self._http.aclose()

    async def _request(self, method: str, path: str, *, acting_user_id: str, **kw: Any) -> Any:
        async for attempt in AsyncRetrying(
            retry=retry_if_exception(_is_transient),
            wait=wait_exponential_jitter(initial=0.5, max=8),
            stop=stop_after_attempt(4),
            reraise=True,
        ):
            with attempt:
                resp = await self._http.request(
                    method, path, headers={HEADER_ACTING_USER: acting_user_id}, **kw
                )
                if resp.status_code >= 400:
                    raise from_response(resp)
                return resp.json() if resp.content else None

    async def create_contact_list(self, name: str, *, acting_user_id: str) -> dict[str, Any]:
        return await self._request("POST", CONTACT_LISTS_PATH, json={"name": name}, acting_user_id=acting_user_id)

    async def add_contacts(self, list_id: str, phones: list[str], *, acting_user_id: str) -> dict[str, Any]:
        path = LIST_CONTACTS_PATH.format(list_id=list_id)
        return await self._request(
            "POST", path, json={"contacts": [{"phone": p} for p in phones]}, acting_user_id=acting_user_id
        )

    async def delete_contact_list(self, list_id: str, *, acting_user_id: str) -> None:
        await self._request("DELETE", f"{CONTACT_LISTS_PATH}/{list_id}", acting_user_id=acting_user_id)
