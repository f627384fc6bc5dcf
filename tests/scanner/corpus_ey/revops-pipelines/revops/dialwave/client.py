from __future__ import annotations

import logging
import os
import time
from typing import Any, Iterable, Iterator

import requests

from .constants import (
    ACTING_EMAIL_HEADER,
    API_KEY_HEADER,
    API_ROOT,
    CONTACT_LIST,
    CONTACT_LIST_CONTACT,
    CONTACT_LIST_CONTACTS,
    CONTACT_LISTS,
    PAGE_SIZE,
    RETRYABLE_STATUSES,
    TIMEOUT_S,
)
from .errors import (
    LIST_NOT_FOUND,
    USER_NOT_FOUND,
    DialwaveApiDisabled,
    DialwaveError,
    DialwaveListNotFound,
    DialwaveUserNotFound,
)

log = logging.getLogger(__name__)


class DialwaveClient:
    def __init__(self, api_key: str | None = None, acting_email: str | None = None,
                 base_url: str | None = None, session: requests.Session | None = None):
        self.base_url = (base_url or os.getenv("DIALWAVE_BASE_URL") or API_ROOT).rstrip("/")
        self.session = session or requests.Session()
        self.session.headers.update({
            API_KEY_HEADER: api_key or os.environ["DIALWAVE_API_KEY"],
            ACTING_EMAIL_HEADER: acting_email or os.environ["DIALWAVE_ACTING_EMAIL"],
            "Accept": "application/json",
        })

    # -- plumbing -------------------------------------------------------
    def _request(self, method: str, path: str, **kw: Any) -> Any:
        url = f"{self.base_url}{path}"
        for attempt in range(4):
            resp = self.session.request(method, url, timeout=TIMEOUT_S, **kw)
            if resp.status_code in RETRYABLE_STATUSES and attempt < 3:
                time.sleep(2 ** attempt)
                continue
            break
        if resp.ok:
            return resp.json() if resp.content else None
        self._raise(resp)

    @staticmethod
    def _raise(resp: requests.Response) -> None:
        try:
            body = resp.json()
        except ValueError:
            body = {}
        message = body.get("error") or resp.reason
        details = body.get("details") or []
        if resp.status_code == 503:
            raise DialwaveApiDisabled(503, message, details)
        if resp.status_code == 404 and message == USER_NOT_FOUND:
            raise DialwaveUserNotFound(404, message, details)
        if resp.status_code == 404 and message == LIST_NOT_FOUND:
            raise DialwaveListNotFound(404, message, details)
        raise DialwaveError(resp.status_code, message, details)

    # -- contact lists --------------------------------------------------
    def iter_contact_lists(self) -> Iterator[dict]:
        cursor = None
        while True:
            params = {"limit": PAGE_SIZE, **({"cursor": cursor} if cursor else {})}
            page = self._request("GET", CONTACT_LISTS, params=params)
            yield from page["data"]
            cursor = page.get("next_cursor")
            if not cursor:
                return

    def create_contact_list(self, name: str, owner_email: str) -> dict:
        return self._request("POST", CONTACT_LISTS, json={"name": name, "owner": owner_email})

    def rename_contact_list(self, list_id: str, name: str) -> dict:
        return self._request("PATCH", CONTACT_LIST.format(list_id=list_id), json={"name": name})

    def delete_contact_list(self, list_id: str) -> None:
        self._request("DELETE", CONTACT_LIST.format(list_id=list_id))

    def append_contacts(self, list_id: str, phones: Iterable[str]) -> dict:
        payload = {"contacts": [{"phone": p} for p in phones]}
        return self._request("POST", CONTACT_LIST_CONTACTS.format(list_id=list_id), json=payload)

    def remove_contact(self, list_id: str, phone: str) -> None:
        self._request("DELETE", CONTACT_LIST_CONTACT.format(list_id=list_id, phone=phone))
