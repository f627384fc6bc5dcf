"""Hook for Tidewater's own internal APIs behind the Kong gateway."""
from __future__ import annotations

from typing import Any

from airflow.providers.http.hooks.http import HttpHook


class InternalApiHook(HttpHook):
    conn_name_attr = "internal_api_conn_id"
    default_conn_name = "internal_api_default"
    hook_name = "Tidewater Internal API"

    def __init__(self, *args: Any, acting_user_id: str = "airflow", **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.acting_user_id = acting_user_id

    def get_conn(self, headers: dict[str, str] | None = None):
        session = super().get_conn(headers)
        conn = self.get_connection(self.http_conn_id)
        session.headers["x-api-key"] = conn.password or ""
        session.headers["X-User-Id"] = self.acting_user_id
        return session

    def get_json(self, endpoint: str) -> Any:
        resp = self.run(endpoint, extra_options={"check_response": False})
        if resp.status_code == 404:
            return None
        if resp.status_code >= 400:
            raise RuntimeError(resp.json().get("error", resp.text))
        return resp.json()
