"""Callcove v2 client (behind the CALLCOVE_V2 flag while we migrate).

v2 keys look like cc_live_<uuid>.<secret> and go in the Authorization header.
"""
from __future__ import annotations

import os

import httpx

V2_BASE = os.getenv("CALLCOVE_V2_BASE", "https://api.callcove.io/api/public/v2")


class CallcoveV2Error(Exception):
    def __init__(self, code: str, message: str, status: int):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.status = status


async def list_audiences(key: str = os.getenv("CALLCOVE_V2_KEY", "cc_test_00000000-0000-0000-0000-000000000000.changeme")):
    async with httpx.AsyncClient(base_url=V2_BASE, headers={"Authorization": f"Bearer {key}"}) as http:
        resp = await http.get("/audiences")
        if resp.status_code >= 400:
            err = resp.json()["error"]
            raise CallcoveV2Error(err["code"], err["message"], resp.status_code)
        return resp.json()["data"]
