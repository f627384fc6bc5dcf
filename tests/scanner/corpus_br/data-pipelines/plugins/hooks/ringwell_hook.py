"""Airflow hook for the Ringwell dialer public API (legacy integration)."""
from __future__ import annotations

import requests
from airflow.exceptions import AirflowFailException, AirflowSkipException
from airflow.hooks.base import BaseHook
from airflow.models import Variable
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

DEFAULT_BASE_URL = "https://api.ringwell.io/api/public/v1"


class RingwellHook(BaseHook):
    conn_name_attr = "ringwell_conn_id"
    default_conn_name = "ringwell_default"

    def __init__(self, ringwell_conn_id: str = default_conn_name, acting_email: str | None = None):
        super().__init__()
        self.ringwell_conn_id = ringwell_conn_id
        self.acting_email = acting_email
        self.base_url = Variable.get("ringwell_base_url", default_var=DEFAULT_BASE_URL)
        self._session: requests.Session | None = None

    def get_conn(self) -> requests.Session:
        if self._session is None:
            conn = self.get_connection(self.ringwell_conn_id)
            session = requests.Session()
            session.headers.update(
                {
                    "X-Api-Key": conn.password,
                    "X-User-Email": self.acting_email or conn.login,
                    "Accept": "application/json",
                }
            )
            retry = Retry(total=4, backoff_factor=1.5, status_forcelist=(429, 502), allowed_methods=None)
            session.mount("https://", HTTPAdapter(max_retries=retry))
            self._session = session
        return self._session

    def _check(self, resp: requests.Response) -> dict:
        if resp.ok:
            return resp.json() if resp.content else {}
        try:
            payload = resp.json()
        except ValueError:
            payload = {}
        message = payload.get("error", resp.text)
        if resp.status_code == 503:
            raise AirflowSkipException(f"Ringwell public API disabled: {message}")
        if resp.status_code == 404 and message == "user not found":
            raise AirflowFailException(f"{self.acting_email} is not a Ringwell user")
        for d in payload.get("details", []):
            self.log.error("Ringwell validation: %s -> %s", d.get("path"), d.get("message"))
        resp.raise_for_status()
        return payload

    def paginate(self, path: str, **params):
        cursor = None
        while True:
            resp = self.get_conn().get(f"{self.base_url}/{path.lstrip('/')}", params={**params, "cursor": cursor})
            page = self._check(resp)
            yield from page.get("data", [])
            cursor = page.get("nextCursor")
            if not cursor:
                break

    def export_contact_list(self, list_id: str) -> list[dict]:
        return list(self.paginate(f"contact-lists/{list_id}/contacts"))
