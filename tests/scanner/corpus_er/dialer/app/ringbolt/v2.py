"""Ringbolt API v2 client. Keys: rbk_<live|test>_<uuid>.<secret>. Acting user is in the key."""
from __future__ import annotations

from typing import Any

import httpx

from app.config import get_settings


class RingboltV2Error(Exception):
    def __init__(self, status: int, code: str, message: str, request_id: str | None):
        super().__init__(f"[{code}] {message}")
        self.status = status
        self.code = code
        self.request_id = request_id


class RingboltV2:
    def __init__(self, base_url: str, key: str, timeout: float = 6.0):
        self._http = httpx.AsyncClient(
            base_url=base_url,
            timeout=timeout,
            headers={"Authorization": f"Bearer {key}", "Ringbolt-Version": "2024-04-01"},
        )

    async def _req(self, method: str, path: str, **kw: Any) -> Any:
        resp = await self._http.request(method, path, **kw)
        if resp.is_error:
            err = resp.json().get("error", {})
            raise RingboltV2Error(resp.status_code, err.get("code", "unknown"), err.get("message", ""), err.get("request_id"))
        return resp.json()

    async def audience(self, audience_id: str) -> dict:
        return await self._req("GET", f"/audiences/{audience_id}")

    async def audience_members(self, audience_id: str, limit: int = 25) -> list[dict]:
        return (await self._req("GET", f"/audiences/{audience_id}/members", params={"limit": limit}))["data"]


def from_settings() -> RingboltV2:
    s = get_settings()
    return RingboltV2(s.ringbolt_v2_base_url, s.ringbolt_v2_key, s.ringbolt_timeout)
