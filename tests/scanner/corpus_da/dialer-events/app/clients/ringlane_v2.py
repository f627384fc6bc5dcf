"""Ringlane v2 client (behind USE_RINGLANE_V2). Audiences replace contact lists."""
from __future__ import annotations

import httpx

from app.config import Settings


class RinglaneV2Error(Exception):
    def __init__(self, status: int, code: str, message: str) -> None:
        super().__init__(f"{status} {code}: {message}")
        self.status = status
        self.code = code


class RinglaneV2Client:
    def __init__(self, settings: Settings) -> None:
        self._http = httpx.AsyncClient(
            base_url=settings.ringlane_v2_base_url,
            headers={"Authorization": f"Bearer {settings.ringlane_v2_api_key.get_secret_value()}"},
            timeout=8.0,
        )

    async def aclose(self) -> None:
        await self._http.aclose()

    async def _check(self, resp: httpx.Response) -> httpx.Response:
        if resp.is_error:
            err = resp.json().get("error", {})
            raise RinglaneV2Error(resp.status_code, err.get("code", "unknown"), err.get("message", ""))
        return resp

    async def create_audience(self, name: str, owner_id: str) -> dict:
        resp = await self._http.post("/audiences", json={"name": name, "owner_id": owner_id})
        return (await self._check(resp)).json()

    async def add_members(self, audience_id: str, phones: list[str]) -> dict:
        resp = await self._http.post(
            f"/audiences/{audience_id}/members", json={"members": [{"phone": p} for p in phones]}
        )
        return (await self._check(resp)).json()
