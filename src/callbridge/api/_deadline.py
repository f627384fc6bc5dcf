"""A total deadline for each try and a cap on the size of an answer.

httpx's timeouts bound each network operation, not a request: a server that sends one byte
per second never trips a 10 s read timeout, and a 400 MB answer is read whole into memory.
So every try runs under a deadline covering connect, send and every read (the smaller of the
client's `timeout` and what is left of the call's retry budget), and its body is read in
chunks, counted, and refused past `max_response_bytes`.

The deadline reaches the socket through `DeadlineBackend`, a wrapper around httpcore's
network backend that shortens every read and write to the time left (the sync client); the
async client bounds the whole try with `asyncio.timeout`. A custom transport (the sandbox
in-process, a mock) has no socket, and is bounded between chunks only.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterable
from typing import Any

import httpcore
import httpx

from callbridge.api._errors import ResponseTooLarge

DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024 * 1024


class _Deadline(threading.local):
    at = float("inf")


_DEADLINE = _Deadline()


class socket_deadline:
    """Set the deadline of the try that runs inside the block (monotonic seconds)."""

    def __init__(self, at: float) -> None:
        self._at = at
        self._saved = float("inf")

    def __enter__(self) -> None:
        self._saved = _DEADLINE.at
        _DEADLINE.at = self._at

    def __exit__(self, *_: object) -> None:
        _DEADLINE.at = self._saved


def _left(timeout: float | None, error: type[Exception]) -> float | None:
    left = _DEADLINE.at - time.monotonic()
    if left == float("inf"):
        return timeout
    if left <= 0:
        raise error("the call's deadline passed")
    return left if timeout is None else min(timeout, left)


class _Stream(httpcore.NetworkStream):
    def __init__(self, inner: httpcore.NetworkStream) -> None:
        self._inner = inner

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return self._inner.read(max_bytes, _left(timeout, httpcore.ReadTimeout))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._inner.write(buffer, _left(timeout, httpcore.WriteTimeout))

    def close(self) -> None:
        self._inner.close()

    def start_tls(self, *args: Any, **kwargs: Any) -> httpcore.NetworkStream:
        return _Stream(self._inner.start_tls(*args, **kwargs))

    def get_extra_info(self, info: str) -> Any:
        return self._inner.get_extra_info(info)


class DeadlineBackend(httpcore.NetworkBackend):
    def __init__(self, inner: httpcore.NetworkBackend) -> None:
        self._inner = inner

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[Any] | None = None,
    ) -> httpcore.NetworkStream:
        timeout = _left(timeout, httpcore.ConnectTimeout)
        return _Stream(self._inner.connect_tcp(host, port, timeout, local_address, socket_options))

    def connect_unix_socket(
        self, path: str, timeout: float | None = None, socket_options: Iterable[Any] | None = None
    ) -> httpcore.NetworkStream:
        timeout = _left(timeout, httpcore.ConnectTimeout)
        return _Stream(self._inner.connect_unix_socket(path, timeout, socket_options))

    def sleep(self, seconds: float) -> None:
        self._inner.sleep(seconds)


def bounded_transport(**kwargs: Any) -> httpx.HTTPTransport:
    """httpx's default transport with every socket operation under the current deadline."""
    transport = httpx.HTTPTransport(**kwargs)
    pool: Any = transport._pool
    pool._network_backend = DeadlineBackend(pool._network_backend)
    return transport


def _check_declared(response: httpx.Response, limit: int) -> None:
    declared = response.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise ResponseTooLarge(limit, response.status_code, response.request.url)


def _keep(response: httpx.Response, chunks: Iterable[bytes]) -> None:
    response._content = b"".join(chunks)


def read_capped(response: httpx.Response, limit: int, at: float) -> httpx.Response:
    """Read the body of a streamed response, within `limit` bytes and the deadline `at`."""
    try:
        _check_declared(response, limit)
        chunks, size = [], 0
        for chunk in response.iter_bytes():
            size += len(chunk)
            if size > limit:
                raise ResponseTooLarge(limit, response.status_code, response.request.url)
            if time.monotonic() > at:
                raise httpx.ReadTimeout("the call's deadline passed", request=response.request)
            chunks.append(chunk)
        _keep(response, chunks)
    finally:
        response.close()
    return response


async def aread_capped(response: httpx.Response, limit: int) -> httpx.Response:
    """The async twin of `read_capped`; the caller bounds it in time."""
    try:
        _check_declared(response, limit)
        chunks, size = [], 0
        async for chunk in response.aiter_bytes():
            size += len(chunk)
            if size > limit:
                raise ResponseTooLarge(limit, response.status_code, response.request.url)
            chunks.append(chunk)
        _keep(response, chunks)
    finally:
        await response.aclose()
    return response
