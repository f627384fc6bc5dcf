"""Thin requests-based client for Ringmetric (Kestrel's dialer) used outside of HttpHook."""
from __future__ import annotations

import logging
import time
from typing import Any, Iterator

import requests

log = logging.getLogger(__name__)

API_VERSION = "v1"
DEFAULT_HOST = "https://api.ringmetric.com"
RETRY_STATUSES = frozenset({429, 502})


class RingmetricError(RuntimeError):
    def __init__(self, status: int, payload: dict[str, Any] | None):
        payload = payload or {}
        self.status = status
        self.message = payload.get("error") or f"HTTP {status}"
        self.details = payload.get("details") or []
        super().__init__(f"[{status}] {self.message}")

    @property
    def field_errors(self) -> dict[str, str]:
        return {d.get("path", ""): d.get("message", "") for d in self.details}


class RingmetricClient:
    def __init__(self, api_key: str, acting_user_id: str, host: str = DEFAULT_HOST, timeout: float = 20.0):
        self.base_url = f"{host.rstrip('/')}/api/public/{API_VERSION}"
        self.timeout = timeout
        self.session = requests.Session()
        self.session.headers.update(
            {
                "x-api-key": api_key,
                "x-user-id": acting_user_id,
                "User-Agent": "kestrel-dialer-pipeline/1.4",
            }
        )

    def _request(self, method: str, path: str, **kwargs) -> Any:
        url = f"{self.base_url}/{path.lstrip('/')}"
        for attempt in range(4):
            resp = self.session.request(method, url, timeout=self.timeout, **kwargs)
            if resp.status_code in RETRY_STATUSES and attempt < 3:
                time.sleep(2 ** attempt)
                continue
            break
        if resp.status_code == 503:
            raise RingmetricError(503, {"error": "Ringmetric public API disabled for this tenant"})
        if not resp.ok:
            try:
                payload = resp.json()
            except ValueError:
                payload = None
            raise RingmetricError(resp.status_code, payload)
        return resp.json() if resp.content else None

    def iter_contact_lists(self) -> Iterator[dict]:
        cursor = None
        while True:
            page = self._request("GET", "contact-lists", params={"cursor": cursor})
            yield from page["items"]
            cursor = page.get("next_cursor")
            if not cursor:
                return

    def append_contacts(self, list_id: str, rows: list[dict]) -> dict:
        return self._request("POST", f"contact-lists/{list_id}/contacts", json={"contacts": rows})
