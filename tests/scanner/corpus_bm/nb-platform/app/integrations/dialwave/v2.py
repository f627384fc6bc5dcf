"""Dialwave public API v2 client (behind the DIALWAVE_V2 flag).

v2 uses per-integration keys (``Authorization: Bearer``) and structured errors:
``{"error": {"code": "...", "message": "..."}}``.
"""
from __future__ import annotations

import os

import httpx

V2_BASE_URL = os.getenv("DIALWAVE_V2_BASE_URL", "https://api.dialwave.com/api/public/v2")


class DialwaveV2Error(Exception):
    def __init__(self, status: int, code: str, message: str):
        super().__init__(f"{status} {code}: {message}")
        self.status, self.code, self.message = status, code, message


class DialwaveV2Client:
    def __init__(self, token: str | None = None):
        self._http = httpx.Client(
            base_url=V2_BASE_URL,
            headers={"Authorization": f"Bearer {token or os.environ['DIALWAVE_V2_KEY']}"},
            timeout=10.0,
        )

    def _check(self, resp: httpx.Response) -> dict:
        if resp.is_success:
            return resp.json()
        err = resp.json().get("error", {})
        raise DialwaveV2Error(resp.status_code, err.get("code", "unknown"), err.get("message", ""))

    def list_call_lists(self, owner_id: str) -> list[dict]:
        return self._check(self._http.get("/call-lists", params={"owner_id": owner_id}))["data"]

    def create_call_list(self, owner_id: str, name: str) -> dict:
        return self._check(self._http.post("/call-lists", json={"owner_id": owner_id, "name": name}))
