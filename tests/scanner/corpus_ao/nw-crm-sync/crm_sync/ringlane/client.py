"""Thin wrapper around the Ringlane public API."""
from __future__ import annotations

import logging
import time
from typing import Iterable
from urllib.parse import quote

import requests

from . import constants as c
from .errors import from_response, RinglaneTransientError

log = logging.getLogger(__name__)


class RinglaneClient:
    def __init__(self, api_key: str, acting_email: str, session: requests.Session | None = None):
        self.base_url = c.BASE_URL.rstrip("/")
        self.session = session or requests.Session()
        self.session.headers.update(
            {
                c.API_KEY_HEADER: api_key,
                c.ACTING_USER_HEADER: acting_email,
                "Accept": "application/json",
                "User-Agent": "nw-crm-sync/2.7",
            }
        )

    # --- contact lists -------------------------------------------------
    def list_contact_lists(self) -> list[dict]:
        return self._request("GET", c.CONTACT_LISTS_PATH)

    def create_contact_list(self, name: str, owner_email: str) -> dict:
        return self._request("POST", c.CONTACT_LISTS_PATH, json={"name": name, "owner": owner_email})

    def rename_contact_list(self, list_id: str, name: str) -> dict:
        return self._request("PATCH", c.CONTACT_LIST_PATH.format(list_id=list_id), json={"name": name})

    def add_contacts(self, list_id: str, phones: Iterable[str]) -> dict:
        body = {"contacts": [{"phone": p} for p in phones]}
        return self._request("POST", c.CONTACT_LIST_MEMBERS_PATH.format(list_id=list_id), json=body)

    def remove_contact(self, list_id: str, phone: str) -> None:
        self._request("DELETE", f"/contact-lists/{list_id}/contacts/{quote(phone)}")

    # --- plumbing ------------------------------------------------------
    def _request(self, method: str, path: str, **kwargs):
        url = f"{self.base_url}{path}"
        for attempt in range(1, c.MAX_ATTEMPTS + 1):
            resp = self.session.request(method, url, timeout=c.DEFAULT_TIMEOUT, **kwargs)
            if resp.ok:
                return resp.json() if resp.content else None
            err = from_response(resp)
            if resp.status_code in c.RETRYABLE_STATUSES and attempt < c.MAX_ATTEMPTS:
                delay = 2 ** attempt
                log.warning("ringlane %s %s -> %s, retrying in %ss", method, path, resp.status_code, delay)
                time.sleep(delay)
                continue
            raise err
        raise RinglaneTransientError(0, "retries exhausted")
