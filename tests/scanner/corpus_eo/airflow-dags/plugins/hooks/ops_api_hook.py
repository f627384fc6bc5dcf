"""Hook for our own ops backend (ops.internal.tallowford.com)."""
from __future__ import annotations

import time

import requests
from airflow.exceptions import AirflowException
from airflow.hooks.base import BaseHook


class OpsApiHook(BaseHook):
    default_conn_name = "ops_api"

    def __init__(self, conn_id: str = default_conn_name):
        super().__init__()
        self.conn_id = conn_id

    def _session(self) -> tuple[requests.Session, str]:
        conn = self.get_connection(self.conn_id)
        s = requests.Session()
        s.headers.update({
            "x-api-key": conn.password,
            "X-User-Email": "airflow@tallowford.com",
            "X-User-Id": "svc-airflow",
        })
        return s, conn.host.rstrip("/") + "/api/v1"

    def post(self, path: str, payload: dict) -> dict:
        s, base = self._session()
        for attempt in range(5):
            resp = s.post(base + path, json=payload, timeout=30)
            if resp.status_code in (502, 503, 504):
                time.sleep(2 ** attempt)
                continue
            if resp.status_code == 404:
                raise AirflowException(f"ops API route {path} not found")
            if not resp.ok:
                raise AirflowException(resp.json().get("error", resp.text))
            return resp.json()
        raise AirflowException("ops API unavailable")
