"""
Ringlane v2 client. New assets should use this; see docs/ringlane-migration.md.
Keys look like rlk_live_<uuid>.<secret> and are scoped per workspace.
"""
from __future__ import annotations

import httpx
from dagster import ConfigurableResource


class RinglaneV2Error(RuntimeError):
    def __init__(self, status: int, code: str, message: str):
        super().__init__(f"{status} {code}: {message}")
        self.status, self.code = status, code


class RinglaneV2Resource(ConfigurableResource):
    base_url: str = "https://api.ringlane.com/api/public/v2"
    api_key: str

    def request(self, method: str, path: str, **kw) -> dict:
        with httpx.Client(base_url=self.base_url, timeout=30) as c:
            r = c.request(method, path, headers={"Authorization": f"Bearer {self.api_key}"}, **kw)
        if r.is_error:
            err = r.json().get("error", {})
            raise RinglaneV2Error(r.status_code, err.get("code", "unknown"), err.get("message", ""))
        return r.json()

    def list_dial_queues(self) -> list[dict]:
        return self.request("GET", "/dial-queues")["data"]
