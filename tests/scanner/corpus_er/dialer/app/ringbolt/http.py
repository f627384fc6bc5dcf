"""Thin async transport for the legacy Ringbolt API."""
from __future__ import annotations

import asyncio
from typing import Any

import httpx

from app.config import get_settings

TRANSIENT = {429, 502}


class RingboltHTTPError(Exception):
    def __init__(self, status_code: int, error: str, details: list[dict[str, Any]] | None = None):
        super().__init__(f"{status_code}: {error}")
        self.status_code = status_code
        self.error = error
        self.details = details or []

    @property
    def is_user_missing(self) -> bool:
        return self.status_code == 404 and self.error == "user not found"

    @property
    def is_api_disabled(self) -> bool:
        return self.status_code == 503


def build_client(user_id: str) -> httpx.AsyncClient:
    s = get_settings()
    return httpx.AsyncClient(
        base_url=s.ringbolt_base_url,
        timeout=s.ringbolt_timeout,
        headers={
            "x-api-key": s.ringbolt_api_key,
            "x-user-id": user_id,
        },
    )


async def call(client: httpx.AsyncClient, method: str, url: str, **kw: Any) -> Any:
    for attempt in range(4):
        resp = await client.request(method, url, **kw)
        if resp.status_code in TRANSIENT and attempt < 3:
            await asyncio.sleep(0.5 * 2**attempt)
            continue
        if resp.is_error:
            data = resp.json() if resp.headers.get("content-type", "").startswith("application/json") else {}
            raise RingboltHTTPError(resp.status_code, data.get("error", resp.reason_phrase), data.get("details"))
        return resp.json() if resp.content else None
    raise RingboltHTTPError(599, "exhausted retries")
