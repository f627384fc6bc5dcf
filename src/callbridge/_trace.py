"""`--verbose`: one line per HTTP request, written by a transport wrapped around the real one.

Wrapping the transport sees every request the client sends, retries included, whatever the
transport is (the network, or the sandbox in-process), without the client knowing. The line
holds what support asks for and nothing secret: method, path, status, request id and time.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import httpx

__all__ = ["AsyncTracingTransport", "TracingTransport", "trace_line"]


def trace_line(request: httpx.Request, status: int | str, request_id: str | None, ms: float) -> str:
    path = request.url.raw_path.decode("ascii", "replace")
    return (
        f"http: {request.method} {path} -> {status} ({ms:.0f} ms, request id {request_id or '-'})"
    )


def _traced(
    trace: Callable[[str], None],
    request: httpx.Request,
    started: float,
    response: httpx.Response | None,
    error: Exception | None = None,
) -> None:
    ms = (time.perf_counter() - started) * 1000
    if response is None:
        trace(trace_line(request, type(error).__name__, None, ms))
    else:
        trace(trace_line(request, response.status_code, response.headers.get("x-request-id"), ms))


class TracingTransport(httpx.BaseTransport):
    def __init__(self, inner: httpx.BaseTransport, trace: Callable[[str], None]) -> None:
        self._inner = inner
        self._trace = trace

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        started = time.perf_counter()
        try:
            response = self._inner.handle_request(request)
        except httpx.TransportError as exc:
            _traced(self._trace, request, started, None, exc)
            raise
        _traced(self._trace, request, started, response)
        return response

    def close(self) -> None:
        self._inner.close()


class AsyncTracingTransport(httpx.AsyncBaseTransport):
    def __init__(
        self, inner: httpx.AsyncBaseTransport | None, trace: Callable[[str], None]
    ) -> None:
        self._inner = inner or httpx.AsyncHTTPTransport()
        self._trace = trace

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        started = time.perf_counter()
        try:
            response = await self._inner.handle_async_request(request)
        except httpx.TransportError as exc:
            _traced(self._trace, request, started, None, exc)
            raise
        _traced(self._trace, request, started, response)
        return response

    async def aclose(self) -> None:
        await self._inner.aclose()
