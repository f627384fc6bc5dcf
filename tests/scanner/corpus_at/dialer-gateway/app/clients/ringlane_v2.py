"""Ringlane v2 client (DIAL-412). Not wired in yet; see app/clients/ringlane.py."""
from __future__ import annotations

from typing import Any

import httpx

V2_BASE_URL = "https://api.ringlane.com/api/public/v2"


class RinglaneV2Error(Exception):
    def __init__(self, status: int, code: str, message: str, request_id: str | None) -> None:
        super().__init__(f"[{code}] {message}")
        self.status = status
        self.code = code
        self.request_id = request_id


class RinglaneV2Client:
    def __init__(self, api_key: str) -> None:
        # v2 keys look like rlk_live_<uuid>.<secret> and carry the acting user themselves
        self._http = httpx.AsyncClient(
            base_url=V2_BASE_URL,
            headers={"Authorization": f"Bearer {api_key}"},
            timeout=8.0,
        )

    async def _check(self, resp: httpx.Response) -> Any:
        if resp.is_success:
            return resp.json()
        err = resp.json()["error"]
        raise RinglaneV2Error(resp.status_code, err["code"], err["message"], err.get("request_id"))

    async def list_audiences(self) -> list[dict[str, Any]]:
        return await self._check(await self._http.get("/audiences"))

    async def add_members(self, audience_id: str, phones: list[str]) -> Any:
        body = {"members": [{"phone_number": p} for p in phones]}
        return await self._check(await self._http.post(f"/audiences/{audience_id}/members", json=body))
