"""Thin requests-based client for the DialPond public API."""
from __future__ import annotations

import logging
import os
import time
from typing import Iterator

import requests

from . import constants as c
from .errors import error_from_response

log = logging.getLogger(__name__)


class DialPondClient:
    def __init__(self, api_key: str | None = None, acting_user: str | None = None,
                 session: requests.Session | None = None):
        self.api_key = api_key or os.environ["DIALPOND_API_KEY"]
        self.acting_user = acting_user or os.environ.get("DIALPOND_ACTING_USER", "data-bot@tallowford.com")
        self.session = session or requests.Session()
        self.session.headers.update({
            c.API_KEY_HEADER: self.api_key,
            c.ACTING_USER_HEADER: self.acting_user,
            "Accept": "application/json",
            "User-Agent": "tallowford-etl/0.14",
        })

    def _request(self, method: str, path: str, **kwargs):
        url = c.BASE_URL + path
        kwargs.setdefault("timeout", c.DEFAULT_TIMEOUT)
        for attempt in range(1, c.MAX_ATTEMPTS + 1):
            resp = self.session.request(method, url, **kwargs)
            if resp.status_code in c.RETRYABLE_STATUSES and attempt < c.MAX_ATTEMPTS:
                wait = int(resp.headers.get("Retry-After", 2 ** attempt))
                log.warning("DialPond %s %s -> %s, retrying in %ss", method, path, resp.status_code, wait)
                time.sleep(wait)
                continue
            if not resp.ok:
                raise error_from_response(resp)
            return resp.json() if resp.content else None
        raise RuntimeError("unreachable")

    # --- contact lists -------------------------------------------------
    def iter_contact_lists(self) -> Iterator[dict]:
        page = 1
        while True:
            data = self._request("GET", c.CONTACT_LISTS_PATH, params={"page": page, "per_page": c.PAGE_SIZE})
            yield from data["items"]
            if not data.get("has_more"):
                return
            page += 1

    def get_contact_list(self, list_id: str) -> dict:
        return self._request("GET", c.CONTACT_LIST_PATH.format(list_id=list_id))

    def create_contact_list(self, name: str, description: str = "") -> dict:
        return self._request("POST", c.CONTACT_LISTS_PATH, json={"name": name, "description": description})

    def rename_contact_list(self, list_id: str, name: str) -> dict:
        return self._request("PATCH", f"/contact-lists/{list_id}", json={"name": name})

    def delete_contact_list(self, list_id: str) -> None:
        self._request("DELETE", f"/contact-lists/{list_id}")

    def add_contacts(self, list_id: str, phones: list[str]) -> dict:
        path = c.CONTACT_LIST_MEMBERS_PATH.format(list_id=list_id)
        return self._request("POST", path, json={"contacts": [{"phone": p} for p in phones]})

    def remove_contact(self, list_id: str, phone: str) -> None:
        self._request("DELETE", c.CONTACT_LIST_MEMBER_PATH.format(list_id=list_id, phone=phone))
