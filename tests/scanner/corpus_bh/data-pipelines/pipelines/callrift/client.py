"""Minimal Callrift client for batch exports (lists, call logs)."""
from __future__ import annotations

import logging
from typing import Any, Iterator
from urllib.parse import quote

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from . import settings

log = logging.getLogger(__name__)


class CallriftError(Exception):
    def __init__(self, status: int, message: str, details: list[str] | None = None):
        super().__init__(f"{status}: {message}")
        self.status = status
        self.message = message
        self.details = details or []


class CallriftUserNotFound(CallriftError):
    """Acting user is not a Callrift seat (or unknown to the IdP)."""


class CallriftDisabled(CallriftError):
    """The tenant's public API has been switched off by Callrift."""


class CallriftClient:
    def __init__(self, api_key: str | None = None, acting_user: str | None = None):
        self.base = settings.CALLRIFT_API_BASE.rstrip("/")
        self.session = requests.Session()
        self.session.headers.update(
            {
                "X-Api-Key": api_key or settings.CALLRIFT_API_KEY,
                "X-User-Email": acting_user or settings.CALLRIFT_EXPORT_USER,
                "Accept": "application/json",
            }
        )
        retry = Retry(
            total=4,
            backoff_factor=1.5,
            status_forcelist=(429, 502),
            allowed_methods=frozenset({"GET"}),
        )
        self.session.mount("https://", HTTPAdapter(max_retries=retry))

    def _get(self, path: str, **params: Any) -> dict:
        resp = self.session.get(f"{self.base}{path}", params=params, timeout=settings.CALLRIFT_TIMEOUT)
        if resp.ok:
            return resp.json()
        self._raise(resp)

    @staticmethod
    def _raise(resp: requests.Response) -> None:
        try:
            payload = resp.json()
        except ValueError:
            payload = {}
        message = payload.get("error", resp.reason)
        details = [f"{d.get('path')}: {d.get('message')}" for d in payload.get("details", [])]
        if resp.status_code == 404 and message == "user not found":
            raise CallriftUserNotFound(resp.status_code, message, details)
        if resp.status_code == 503:
            raise CallriftDisabled(resp.status_code, message, details)
        raise CallriftError(resp.status_code, message, details)

    def iter_contact_lists(self) -> Iterator[dict]:
        page = 1
        while True:
            body = self._get("/contact-lists", page=page, per_page=200)
            yield from body.get("data", [])
            if not body.get("has_more"):
                return
            page += 1

    def contact_list_members(self, list_id: str) -> list[dict]:
        return self._get(f"/contact-lists/{list_id}/contacts").get("data", [])

    def remove_contact(self, list_id: str, phone: str) -> None:
        resp = self.session.delete(
            f"{self.base}/contact-lists/{list_id}/contacts/{quote(phone)}", timeout=settings.CALLRIFT_TIMEOUT
        )
        if not resp.ok:
            self._raise(resp)

    def call_logs(self, since: str) -> list[dict]:
        return self._get("/calls", since=since).get("data", [])
