"""Async client for the telephony API (Callwise, hosted behind our egress proxy).

Callwise is what sales calls "the dialer".  All traffic goes through
egress-gw.opsbot.net so security can audit it.
"""
from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

import aiohttp

TELEPHONY_ROOT = os.getenv("TELEPHONY_ROOT", "https://egress-gw.opsbot.net/callwise")
TELEPHONY_API_VERSION = "v1"
TELEPHONY_URL = f"{TELEPHONY_ROOT}/api/public/{TELEPHONY_API_VERSION}"


class TelephonyError(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(f"[{status}] {message}")
        self.status = status
        self.message = message


class UnknownRep(TelephonyError):
    pass


class TelephonyOffline(TelephonyError):
    pass


@dataclass
class Rep:
    email: str | None = None

    def headers(self) -> dict[str, str]:
        return {"x-user-email": self.email or ""}


class TelephonyClient:
    def __init__(self, session: aiohttp.ClientSession, key: str) -> None:
        self._session = session
        self._key = key

    async def _call(self, method: str, path: str, rep: Rep, **kw: Any) -> Any:
        headers = {"x-api-key": self._key, **rep.headers()}
        async with self._session.request(method, f"{TELEPHONY_URL}{path}", headers=headers, **kw) as resp:
            data = await resp.json(content_type=None)
            if resp.status < 400:
                return data
            text = data.get("error", "unknown") if isinstance(data, dict) else str(data)
            match resp.status:
                case 404 if text.lower().startswith("user"):
                    raise UnknownRep(resp.status, text)
                case 502 | 503:
                    raise TelephonyOffline(resp.status, text)
                case 429:
                    raise TelephonyError(resp.status, "slow down")
                case _:
                    raise TelephonyError(resp.status, text)

    async def lists(self, rep: Rep) -> list[dict]:
        return await self._call("GET", "/contact-lists", rep)
