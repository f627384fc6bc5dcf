from __future__ import annotations

import logging
import time
from typing import Any, Iterator

import requests
from airflow.hooks.base import BaseHook

from callbridge import constants as C
from callbridge.exceptions import (
    CallbridgeAPIError,
    CallbridgeDisabled,
    CallbridgeUserNotFound,
    parse_error,
)

log = logging.getLogger(__name__)


class CallbridgeHook(BaseHook):
    """Talks to Callbridge using the shared public key stored on the Airflow connection.

    Connection: host = https://api.callbridge.io, password = API key,
    extra = {"acting_user": "dialer-bot@harborline.com"}
    """

    conn_name_attr = "callbridge_conn_id"
    default_conn_name = "callbridge_default"
    conn_type = "http"
    hook_name = "Callbridge"

    def __init__(self, callbridge_conn_id: str = default_conn_name, max_retries: int = 4):
        super().__init__()
        self.callbridge_conn_id = callbridge_conn_id
        self.max_retries = max_retries
        self._session: requests.Session | None = None
        self._base_url: str | None = None

    def get_conn(self) -> requests.Session:
        if self._session is not None:
            return self._session
        conn = self.get_connection(self.callbridge_conn_id)
        host = (conn.host or C.DEFAULT_HOST).rstrip("/")
        self._base_url = host + C.BASE_PATH
        acting_user = conn.extra_dejson.get("acting_user", "dialer-bot@harborline.com")
        s = requests.Session()
        s.headers.update(
            {
                C.API_KEY_HEADER: conn.password,
                C.ACTING_USER_HEADER: acting_user,
                "Accept": "application/json",
            }
        )
        self._session = s
        return s

    def _request(self, method: str, path: str, **kwargs: Any) -> requests.Response:
        session = self.get_conn()
        url = f"{self._base_url}{path}"
        for attempt in range(1, self.max_retries + 1):
            resp = session.request(method, url, timeout=30, **kwargs)
            if resp.status_code in C.RETRYABLE_STATUSES and attempt < self.max_retries:
                wait = int(resp.headers.get("Retry-After", 2 ** attempt))
                log.warning("Callbridge %s, retry %s in %ss", resp.status_code, attempt, wait)
                time.sleep(wait)
                continue
            break
        if resp.ok:
            return resp
        body = parse_error(resp)
        if resp.status_code == 404 and body and body.error.lower() == "user not found":
            raise CallbridgeUserNotFound(resp.status_code, body, url)
        if resp.status_code == 503:
            raise CallbridgeDisabled(resp.status_code, body, url)
        raise CallbridgeAPIError(resp.status_code, body, url)

    # -- contact lists -------------------------------------------------
    def iter_contact_lists(self) -> Iterator[dict]:
        cursor = None
        while True:
            params = {"limit": C.DEFAULT_PAGE_SIZE}
            if cursor:
                params["cursor"] = cursor
            data = self._request("GET", C.CONTACT_LISTS, params=params).json()
            yield from data.get("items", [])
            cursor = data.get("next_cursor")
            if not cursor:
                return

    def create_contact_list(self, name: str, campaign: str | None = None) -> dict:
        return self._request("POST", C.CONTACT_LISTS, json={"name": name, "campaign": campaign}).json()

    def append_contacts(self, list_id: str, phones: list[str]) -> dict:
        path = C.CONTACT_LIST_CONTACTS.format(list_id=list_id)
        return self._request("POST", path, json={"contacts": [{"phone": p} for p in phones]}).json()

    def remove_contact(self, list_id: str, phone: str) -> None:
        self._request("DELETE", C.CONTACT_LIST_CONTACT.format(list_id=list_id, phone=phone))

    def delete_contact_list(self, list_id: str) -> None:
        self._request("DELETE", C.CONTACT_LIST.format(list_id=list_id))

    def test_connection(self):
        try:
            next(self.iter_contact_lists(), None)
            return True, "Connection successfully tested"
        except Exception as exc:  # noqa: BLE001
            return False, str(exc)
