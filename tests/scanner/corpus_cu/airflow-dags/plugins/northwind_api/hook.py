"""Hook for our own backend (northwind-api). It trusts the gateway-injected
X-User-Id / X-User-Email headers, so service callers set them explicitly."""
import requests
from airflow.hooks.base import BaseHook


class NorthwindApiHook(BaseHook):
    def __init__(self, conn_id: str = "northwind_api"):
        super().__init__()
        self.conn = self.get_connection(conn_id)

    def _headers(self) -> dict:
        return {
            "x-api-key": self.conn.password,
            "X-User-Id": "svc-airflow",
            "X-User-Email": "airflow@northwind.io",
        }

    def get(self, path: str, **params):
        r = requests.get(f"{self.conn.host}{path}", headers=self._headers(), params=params, timeout=15)
        if r.status_code == 502:
            raise ConnectionError("northwind-api gateway unavailable")
        if r.status_code == 404:
            return None
        if r.status_code >= 400:
            raise RuntimeError(r.json().get("error", r.text))
        return r.json()

    def account_rollup(self, account_id: str):
        return self.get(f"/accounts/{account_id}/rollup")
