"""Spike: Ringlane v2 client (PLAT-412). Not wired into any handler yet.

v2 uses per-integration keys (Bearer) and structured errors:
    {"error": {"code": "contact_list.not_found", "message": "...", "request_id": "..."}}
"""
from __future__ import annotations

import requests

V2_ROOT = "https://api.ringlane.com/api/public/v2"


class RinglaneV2Error(Exception):
    def __init__(self, status: int, code: str, message: str, request_id: str | None):
        super().__init__(f"{code}: {message}")
        self.status, self.code, self.request_id = status, code, request_id


class RinglaneV2:
    def __init__(self, token: str):
        self.s = requests.Session()
        self.s.headers["Authorization"] = f"Bearer {token}"

    def _check(self, resp):
        if resp.ok:
            return resp.json()
        err = resp.json().get("error", {})
        raise RinglaneV2Error(resp.status_code, err.get("code", "unknown"), err.get("message", ""), err.get("request_id"))

    def audiences(self):
        return self._check(self.s.get(f"{V2_ROOT}/audiences", timeout=10))

    def add_members(self, audience_id: str, phones: list[str]):
        body = {"members": [{"phone": p} for p in phones]}
        return self._check(self.s.post(f"{V2_ROOT}/audiences/{audience_id}/members", json=body, timeout=10))
