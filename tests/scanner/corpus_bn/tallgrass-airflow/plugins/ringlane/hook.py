from __future__ import annotations

import logging
import time
from typing import Iterable, Iterator

import requests
from airflow.hooks.base import BaseHook

from ringlane.constants import (
    ACTING_USER_HEADER,
    API_KEY_HEADER,
    CONTACT_LISTS_PATH,
    DEFAULT_TIMEOUT_S,
    PAGE_SIZE,
    RETRYABLE_STATUSES,
    RINGLANE_BASE_URL,
)
from ringlane.errors import RinglaneApiDisabled, RinglaneHTTPError, RinglaneUserNotFound

log = logging.getLogger(__name__)


class RinglaneHook(BaseHook):
    conn_name_attr = "ringlane_conn_id"
    default_conn_name = "ringlane_default"
    hook_name = "Ringlane"

    def __init__(self, ringlane_conn_id: str = default_conn_name, acting_user: str | None = None):
        super().__init__()
        conn = self.get_connection(ringlane_conn_id)
        self.base_url = (conn.host or RINGLANE_BASE_URL).rstrip("/")
        self.acting_user = acting_user or conn.login
        self.session = requests.Session()
        self.session.headers.update(
            {
                API_KEY_HEADER: conn.password,
                ACTING_USER_HEADER: self.acting_user,
                "Accept": "application/json",
            }
        )

    def _request(self, method: str, path: str, **kwargs) -> dict:
        url = f"{self.base_url}{path}"
        for attempt in range(5):
            resp = self.session.request(method, url, timeout=DEFAULT_TIMEOUT_S, **kwargs)
            if resp.status_code in RETRYABLE_STATUSES:
                wait = int(resp.headers.get("Retry-After", 2 ** attempt))
                log.warning("Ringlane %s on %s, retrying in %ss", resp.status_code, path, wait)
                time.sleep(wait)
                continue
            if resp.status_code == 503:
                raise RinglaneApiDisabled("Ringlane public API disabled for workspace")
            if resp.status_code == 404:
                err = RinglaneHTTPError.from_response(resp)
                if err.message == "user not found":
                    raise RinglaneUserNotFound(self.acting_user)
                raise err
            if resp.status_code >= 400:
                raise RinglaneHTTPError.from_response(resp)
            return resp.json() if resp.content else {}
        raise RinglaneHTTPError(status=resp.status_code, message="retries exhausted")

    def iter_contact_lists(self) -> Iterator[dict]:
        cursor = None
        while True:
            params = {"limit": PAGE_SIZE, **({"cursor": cursor} if cursor else {})}
            page = self._request("GET", CONTACT_LISTS_PATH, params=params)
            yield from page.get("data", [])
            cursor = page.get("next_cursor")
            if not cursor:
                return

    def create_contact_list(self, name: str, description: str = "") -> dict:
        return self._request("POST", CONTACT_LISTS_PATH, json={"name": name, "description": description})

    def append_contacts(self, list_id: str, phones: Iterable[str]) -> dict:
        body = {"contacts": [{"phone": p} for p in phones]}
        return self._request("POST", f"{CONTACT_LISTS_PATH}/{list_id}/contacts", json=body)

    def remove_contact(self, list_id: str, phone: str) -> None:
        self._request("DELETE", f"{CONTACT_LISTS_PATH}/{list_id}/contacts/{phone}")
