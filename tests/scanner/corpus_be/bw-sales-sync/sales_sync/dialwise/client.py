from __future__ import annotations

import logging
import time
from typing import Iterable

import requests

from . import constants as c
from .errors import DialwiseError, from_response

log = logging.getLogger(__name__)


class DialwiseClient:
    def __init__(self, base_url: str, api_key: str, acting_user: str, session: requests.Session | None = None):
        self.base_url = base_url
        self.session = session or requests.Session()
        self.session.headers.update(
            {
                c.API_KEY_HEADER: api_key,
                c.ACTING_USER_HEADER: acting_user,
                "Accept": "application/json",
                "User-Agent": "bw-sales-sync/0.14",
            }
        )

    def _request(self, method: str, path: str, **kw) -> requests.Response:
        url = f"{self.base_url}{path}"
        for attempt in range(4):
            resp = self.session.request(method, url, timeout=c.DEFAULT_TIMEOUT_S, **kw)
            if resp.status_code in c.RETRYABLE_STATUSES and attempt < 3:
                log.warning("dialwise %s %s -> %s, retrying", method, path, resp.status_code)
                time.sleep(2**attempt)
                continue
            if resp.status_code >= 400:
                raise from_response(resp)
            return resp
        raise DialwiseError(0, "exhausted retries")

    def list_contact_lists(self) -> list[dict]:
        return self._request("GET", c.CONTACT_LISTS_PATH).json()["data"]

    def create_contact_list(self, name: str, owner_email: str) -> dict:
        return self._request("POST", c.CONTACT_LISTS_PATH, json={"name": name, "owner": owner_email}).json()

    def rename_contact_list(self, list_id: str, name: str) -> dict:
        return self._request("PATCH", c.CONTACT_LIST_PATH.format(list_id=list_id), json={"name": name}).json()

    def delete_contact_list(self, list_id: str) -> None:
        self._request("DELETE", c.CONTACT_LIST_PATH.format(list_id=list_id))

    def add_contacts(self, list_id: str, phones: Iterable[str]) -> dict:
        payload = {"contacts": [{"phone": p} for p in phones]}
        return self._request("POST", c.CONTACT_LIST_CONTACTS_PATH.format(list_id=list_id), json=payload).json()

    def remove_contact(self, list_id: str, phone: str) -> None:
        self._request("DELETE", c.CONTACT_LIST_CONTACT_PATH.format(list_id=list_id, phone=phone))

    def recent_calls(self, since: str) -> list[dict]:
        return self._request("GET", c.CALLS_PATH, params={"since": since}).json()["data"]
