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

from .constants import BASE_PATH, HEADER_ACTING_USER, HEADER_API_KEY, RETRY_STATUSES, TIMEOUT_SECONDS
from .errors import CallcoveDisabled, CallcoveError, CallcoveTransient, CallcoveUnknownUser

log = logging.getLogger(__name__)


def _is_transient(exc: BaseException) -> bool:
    return isinstance(exc, (CallcoveTransient, httpx.TransportError))


class CallcoveClient:
    def __init__(self, api_key: str | None = None, acting_user_id: str | None = None) -> None:
        self._http = httpx.AsyncClient(
            base_url=settings.callcove_host.rstrip("/") + BASE_PATH,
            timeout=TIMEOUT_SECONDS,
            headers={
                HEADER_API_KEY: api_key or settings.callcove_api_key,
                HEADER_ACTING_USER: acting_user_id or settings.callcove_service_user_id,
            },
        )

    async def aclose(self) -> None:
        await self._http.aclose()

    async def _send(self, method: str, url: str, **kwargs: Any) -> httpx.Response:
        async for attempt in AsyncRetrying(
            retry=retry_if_exception(_is_transient),
            stop=stop_after_attempt(4),
            wait=wait_exponential_jitter(initial=0.5, max=8),
            reraise=True,
        ):
            with attempt:
                resp = await self._http.request(method, url, **kwargs)
                self._raise_for_status(resp)
                return resp
        raise AssertionError("unreachable")

    @staticmethod
    def _raise_for_status(resp: httpx.Response) -> None:
        if resp.is_success:
            return
        try:
            payload = resp.json()
        except ValueError:
            payload = {}
        message = payload.get("error", resp.reason_phrase)
        details = payload.get("details", [])
        if resp.status_code in RETRY_STATUSES:
            raise CallcoveTransient(resp.status_code, message, details)
        if resp.status_code == 404 and message == "user not found":
            raise CallcoveUnknownUser(resp.status_code, message, details)
        if resp.status_code == 503:
            raise CallcoveDisabled(resp.status_code, message, details)
        raise CallcoveError(resp.status_code, message, details)

    async def list_contact_lists(self, limit: int = 100) -> list[dict[str, Any]]:
        resp = await self._send("GET", "/contact-lists", params={"limit": limit})
        return resp.json()["data"]

    async def get_contact_list(self, list_id: str) -> dict[str, Any]:
        resp = await self._send("GET", f"/contact-lists/{list_id}")
        return resp.json()

    async def append_contacts(self, list_id: str, phones: list[str]) -> int:
        body = {"contacts": [{"phone": p} for p in phones]}
        resp = await self._send("POST", f"/contact-lists/{list_id}/contacts", json=body)
        return resp.json().get("added", 0)

    async def delete_contact_list(self, list_id: str) -> None:
        await self._send("DELETE", f"/contact-lists/{list_id}")
