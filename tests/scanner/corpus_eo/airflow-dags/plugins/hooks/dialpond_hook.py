"""Airflow hook for the DialPond public API (legacy v1 surface)."""
from __future__ import annotations

from urllib.parse import quote

import requests
from airflow.exceptions import AirflowException, AirflowFailException
from airflow.hooks.base import BaseHook


class DialPondTransientError(AirflowException):
    """Raised for errors the task retry policy should absorb."""


class DialPondHook(BaseHook):
    conn_name_attr = "dialpond_conn_id"
    default_conn_name = "dialpond_default"
    conn_type = "http"
    hook_name = "DialPond"

    def __init__(self, dialpond_conn_id: str = default_conn_name, acting_user: str | None = None):
        super().__init__()
        self.dialpond_conn_id = dialpond_conn_id
        self.acting_user = acting_user
        self._session: requests.Session | None = None
        self.base_url = ""

    def get_conn(self) -> requests.Session:
        if self._session:
            return self._session
        conn = self.get_connection(self.dialpond_conn_id)
        host = (conn.host or "https://api.dialpond.com").rstrip("/")
        self.base_url = host + "/api/public/v1"
        s = requests.Session()
        s.headers["X-Api-Key"] = conn.password
        s.headers["X-User-Email"] = self.acting_user or conn.login
        s.headers["Accept"] = "application/json"
        self._session = s
        return s

    def run(self, method: str, endpoint: str, **kwargs):
        s = self.get_conn()
        resp = s.request(method, self.base_url + endpoint, timeout=60, **kwargs)
        if resp.ok:
            return resp.json() if resp.content else None

        payload = {}
        if resp.headers.get("content-type", "").startswith("application/json"):
            payload = resp.json()
        if resp.status_code == 502:
            raise DialPondTransientError("DialPond could not reach its identity provider")
        if resp.status_code == 503:
            raise AirflowFailException("DialPond says the public API is disabled for our account")
        if resp.status_code == 404 and payload.get("error") == "user not found":
            raise AirflowFailException(f"Acting user {self.acting_user or 'from connection login'} is not provisioned in DialPond")
        raise AirflowException(f"DialPond {resp.status_code}: {payload.get('error', resp.text)}")

    # contact lists
    def get_contact_lists(self) -> list[dict]:
        return self.run("GET", "/contact-lists", params={"per_page": 200})["items"]

    def create_contact_list(self, name: str) -> dict:
        return self.run("POST", "/contact-lists", json={"name": name})

    def rename_contact_list(self, list_id: str, name: str) -> dict:
        return self.run("PATCH", f"/contact-lists/{list_id}", json={"name": name})

    def delete_contact_list(self, list_id: str) -> None:
        self.run("DELETE", f"/contact-lists/{list_id}")

    def append_contacts(self, list_id: str, phones: list[str]) -> dict:
        return self.run("POST", f"/contact-lists/{list_id}/contacts", json={"contacts": [{"phone": p} for p in phones]})

    def remove_contact(self, list_id: str, phone: str) -> None:
        self.run("DELETE", f"/contact-lists/{list_id}/contacts/{quote(phone)}")
