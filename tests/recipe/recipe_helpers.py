"""Helpers shared by the recipe tests."""

from __future__ import annotations

from typing import Any

import httpx

from callbridge import Client


class RecordingTransport(httpx.BaseTransport):
    """Forwards to the sandbox and keeps every request the client really sent."""

    def __init__(self, inner: httpx.BaseTransport) -> None:
        self.inner = inner
        self.requests: list[httpx.Request] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        request.read()
        self.requests.append(request)
        return self.inner.handle_request(request)


def changes_of(client: Client, kind: str) -> list[Any]:
    """Changes of one type in the feed: the server's own record of what was written."""
    return [c for c in client.changes.iter(after="0") if c.type == kind]
