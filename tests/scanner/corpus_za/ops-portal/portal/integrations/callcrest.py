"""Thin httpx client for the CallCrest public API."""
from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any, Iterable

import httpx
from django.conf import settings
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_exponential

from .errors import CallCrestError, raise_for_callcrest

log = logging.getLogger(__name__)

RETRY_STATUSES = {429, 502}


def _is_transient(exc: BaseException) -> bool:
    return isinstance(exc, CallCrestError) and exc.status in RETRY_STATUSES


@dataclass
class CallCrest:
    acting_user_id: str
    timeout: float = 10.0

    def _client(self) -> httpx.Client:
        return httpx.Client(
            base_url=settings.CALLCREST_BASE_URL,
            timeout=self.timeout,
            headers={
                "x-api-key": settings.CALLCREST_API_KEY,
                "x-user-id": self.acting_user_id,
                "accept": "application/json",
            },
        )

    @retry(retry=retry_if_exception(_is_transient), stop=stop_after_attempt(4),
           wait=wait_exponential(multiplier=0.5, max=8), reraise=True)
    def _request(self, method: str, path: str, **kw: Any) -> Any:
        with self._client() as c:
            resp = c.request(method, path, **kw)
        raise_for_callcrest(resp)
        return resp.json() if resp.content else None

    def contact_lists(self) -> list[dict]:
        return self._request("GET", "/contact-lists")["data"]

    def create_list(self, name: str, description: str = "") -> dict:
        return self._request("POST", "/contact-lists", json={"name": name, "description": description})

    def rename_list(self, list_id: str, name: str) -> dict:
        return self._request("PATCH", f"/contact-lists/{list_id}", json={"name": name})

    def add_phones(self, list_id: str, phones: Iterable[str]) -> None:
        payload = {"contacts": [{"phone": p} for p in phones]}
        self._request("POST", f"/contact-lists/{list_id}/contacts", json=payload)

    def remove_phone(self, list_id: str, phone: str) -> None:
        self._request("DELETE", f"/contact-lists/{list_id}/contacts/{phone}")
