from __future__ import annotations

import json

from airflow.exceptions import AirflowException
from airflow.models import Variable
from airflow.providers.http.hooks.http import HttpHook

DEFAULT_BASE_PATH = "/api/public/v1"


class CallhavenUserMissing(AirflowException):
    """The acting user could not be resolved by Callhaven's IdP lookup."""


class CallhavenHook(HttpHook):
    conn_name_attr = "callhaven_conn_id"
    default_conn_name = "callhaven_default"
    hook_name = "Callhaven"

    def __init__(self, callhaven_conn_id: str = default_conn_name, acting_user: str | None = None, **kwargs):
        super().__init__(http_conn_id=callhaven_conn_id, **kwargs)
        self.base_path = Variable.get("callhaven_base_path", default_var=DEFAULT_BASE_PATH)
        self.acting_user = acting_user or Variable.get("callhaven_acting_user")

    def _headers(self) -> dict:
        return {
            "X-API-KEY": Variable.get("callhaven_api_key"),
            "X-USER-EMAIL": self.acting_user,
            "Content-Type": "application/json",
        }

    def check_response(self, response):
        if response.status_code == 404:
            body = response.json()
            if body.get("error", "").lower() == "user not found":
                raise CallhavenUserMissing(f"{self.acting_user} unknown to Callhaven")
        if response.status_code == 503:
            raise AirflowException("Callhaven public API disabled for this tenant")
        if response.status_code == 502:
            raise AirflowException("Callhaven IdP unreachable (502), task will retry")
        super().check_response(response)

    def call(self, method: str, path: str, payload: dict | None = None):
        self.method = method
        resp = self.run(
            endpoint=f"{self.base_path}{path}",
            data=json.dumps(payload) if payload is not None else None,
            headers=self._headers(),
        )
        return resp.json() if resp.content else None

    def contact_lists(self) -> list[dict]:
        return self.call("GET", "/contact-lists")["data"]

    def contact_list(self, list_id: str) -> dict:
        return self.call("GET", f"/contact-lists/{list_id}")

    def append_contacts(self, list_id: str, phones: list[str]) -> dict:
        body = {"contacts": [{"phone": p} for p in phones]}
        return self.call("POST", f"/contact-lists/{list_id}/contacts", body)

    def delete_contact_list(self, list_id: str) -> None:
        self.call("DELETE", "/contact-lists/" + list_id)
