"""What a resource needs from its client: one way to send a request through the pipeline."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol
from urllib.parse import quote

import httpx

__all__ = ["AsyncResource", "AsyncSender", "SyncResource", "SyncSender", "segment"]


class SyncSender(Protocol):
    def _send(
        self,
        method: str,
        path: str,
        *,
        json: Any = None,
        params: Mapping[str, Any] | None = None,
        idempotency_key: str | None = None,
    ) -> httpx.Response: ...


class AsyncSender(Protocol):
    async def _send(
        self,
        method: str,
        path: str,
        *,
        json: Any = None,
        params: Mapping[str, Any] | None = None,
        idempotency_key: str | None = None,
    ) -> httpx.Response: ...


class SyncResource:
    def __init__(self, client: SyncSender) -> None:
        self._client = client


class AsyncResource:
    def __init__(self, client: AsyncSender) -> None:
        self._client = client


def segment(value: object) -> str:
    """One path segment: ids are formatted, strings (callSid, UUIDs) percent-encoded whole."""
    if isinstance(value, bool):
        raise TypeError("a path id cannot be a bool")
    return quote(str(value), safe="")
