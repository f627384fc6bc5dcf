"""Thin requests-based client for the Ringlane public API."""
from __future__ import annotations

import logging
from typing import Iterable
from urllib.parse import quote

import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from . import settings
from .exceptions import raise_for_response

log = logging.getLogger(__name__)

RETRY_ON = (429, 502, 504)


class RinglaneClient:
    def __init__(self, api_key: str | None = None, acting_user_id: str | None = None, root: str | None = None):
        self.root = (root or settings.API_ROOT).rstrip("/")
        self.session = requests.Session()
        self.session.headers["X-Api-Key"] = api_key or settings.api_key()
        self.session.headers["X-User-Id"] = acting_user_id or settings.ACTING_USER_ID
        self.session.headers["Accept"] = "application/json"
        retry = Retry(total=3, backoff_factor=0.5, status_forcelist=RETRY_ON, allowed_methods=None)
        self.session.mount("https://", HTTPAdapter(max_retries=retry))

    def _req(self, method: str, path: str, **kw):
        resp = self.session.request(method, f"{self.root}{path}", timeout=settings.REQUEST_TIMEOUT, **kw)
        raise_for_response(resp)
        return resp.json() if resp.content else None

    # --- contact lists -------------------------------------------------
    def contact_lists(self, page_size: int = 100) -> Iterable[dict]:
        cursor = None
        while True:
            params = {"limit": page_size}
            if cursor:
                params["cursor"] = cursor
            page = self._req("GET", "/contact-lists", params=params)
            yield from page["items"]
            cursor = page.get("nextCursor")
            if not cursor:
                return

    def rename_list(self, list_id: str, name: str) -> dict:
        return self._req("PATCH", f"/contact-lists/{list_id}", json={"name": name})

    def delete_list(self, list_id: str) -> None:
        self._req("DELETE", f"/contact-lists/{list_id}")

    def remove_phone(self, list_id: str, phone: str) -> None:
        log.debug("removing %s from %s", phone, list_id)
        self._req("DELETE", f"/contact-lists/{list_id}/contacts/{quote(phone)}")
