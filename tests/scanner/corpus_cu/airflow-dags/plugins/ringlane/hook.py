from __future__ import annotations

import logging
from typing import Any, Iterable

import requests
from airflow.hooks.base import BaseHook
from tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_exponential

from ringlane import constants as C
from ringlane.errors import (
    RinglaneAPIDisabled,
    RinglaneAPIError,
    RinglaneTransientError,
    RinglaneUserNotFound,
)

log = logging.getLogger(__name__)


class RinglaneHook(BaseHook):
    conn_name_attr = "ringlane_conn_id"
    default_conn_name = "ringlane_default"
    conn_type = "http"
    hook_name = "Ringlane"

    def __init__(self, ringlane_conn_id: str = default_conn_name) -> None:
        super().__init__()
        self.conn_id = ringlane_conn_id
        self._session: requests.Session | None = None

    def get_conn(self) -> requests.Session:
        if self._session is None:
            conn = self.get_connection(self.conn_id)
            extra = conn.extra_dejson
            self.base_url = (conn.host or C.RINGLANE_HOST + C.RINGLANE_BASE_PATH).rstrip("/")
            s = requests.Session()
            s.headers[C.API_KEY_HEADER] = conn.password
            s.headers[C.ACTING_USER_HEADER] = extra.get("acting_user_email", "data-bot@northwind.io")
            s.headers["User-Agent"] = "northwind-airflow/2.3"
            self._session = s
        return self._session

    def _raise_for(self, resp: requests.Response) -> None:
        if resp.ok:
            return
        err = RinglaneAPIError.from_response(resp)
        if resp.status_code in C.RETRYABLE_STATUSES:
            raise RinglaneTransientError(err.status, err.message, err.details)
        if resp.status_code == 503:
            raise RinglaneAPIDisabled(err.status, err.message)
        if resp.status_code == 404 and err.message.lower() == "user not found":
            raise RinglaneUserNotFound(err.status, err.message)
        raise err

    @retry(
        retry=retry_if_exception_type(RinglaneTransientError),
        wait=wait_exponential(multiplier=2, max=60),
        stop=stop_after_attempt(5),
        reraise=True,
    )
    def request(self, method: str, path: str, **kwargs: Any) -> Any:
        session = self.get_conn()
        resp = session.request(method, f"{self.base_url}{path}", timeout=C.DEFAULT_TIMEOUT, **kwargs)
        self._raise_for(resp)
        return resp.json() if resp.content else None

    # -- contact lists -------------------------------------------------------
    def list_contact_lists(self) -> list[dict]:
        return self.request("GET", C.CONTACT_LISTS_PATH)

    def create_contact_list(self, name: str, owner_email: str) -> dict:
        return self.request("POST", C.CONTACT_LISTS_PATH, json={"name": name, "owner": owner_email})

    def rename_contact_list(self, list_id: str, name: str) -> dict:
        return self.request("PATCH", C.CONTACT_LIST_PATH.format(list_id=list_id), json={"name": name})

    def delete_contact_list(self, list_id: str) -> None:
        self.request("DELETE", C.CONTACT_LIST_PATH.format(list_id=list_id))

    def append_contacts(self, list_id: str, phones: Iterable[str]) -> int:
        phones = list(phones)
        added = 0
        for i in range(0, len(phones), C.MAX_CONTACTS_PER_REQUEST):
            chunk = phones[i : i + C.MAX_CONTACTS_PER_REQUEST]
            res = self.request(
                "POST",
                C.CONTACT_LIST_CONTACTS_PATH.format(list_id=list_id),
                json={"contacts": [{"phone": p} for p in chunk]},
            )
            added += res.get("added", len(chunk))
        return added

    def remove_contact(self, list_id: str, phone: str) -> None:
        self.request("DELETE", C.CONTACT_LIST_CONTACT_PATH.format(list_id=list_id, phone=phone))

    def find_list_by_name(self, name: str) -> dict | None:
        try:
            return next(l for l in self.list_contact_lists() if l["name"] == name)
        except StopIteration:
            return None
