"""`Sandbox`: the whole sandbox in-process, reachable through httpx transports.

`transport` serves an `httpx.AsyncClient` on the caller's event loop. `sync_transport` serves
a plain `httpx.Client`: it runs the app on a private event-loop thread, so sync code and
tests need no event loop of their own.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Coroutine
from concurrent.futures import Future
from pathlib import Path
from types import TracebackType
from typing import Any, TypeVar

import httpx

from callbridge.sandbox.client.control import ControlClient
from callbridge.sandbox.http.app import create_app
from callbridge.sandbox.outbound import sender
from callbridge.sandbox.state.sandbox_state import SandboxState

BASE_URL = "http://sandbox.local"
T = TypeVar("T")


class LoopThread:
    """An event loop on a daemon thread: sync callers submit coroutines and wait for them.

    A daemon thread (rather than a blocking portal's worker) never keeps the interpreter from
    exiting when a sandbox is left open.
    """

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(
            target=self.loop.run_forever, name="callbridge-sandbox-loop", daemon=True
        )
        self._thread.start()

    def call(self, coro: Coroutine[Any, Any, T]) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result()

    def submit(self, coro: Coroutine[Any, Any, T]) -> Future[T]:
        return asyncio.run_coroutine_threadsafe(coro, self.loop)

    def stop(self) -> None:
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout=5)
        if not self._thread.is_alive():
            self.loop.close()


class LoopTransport(httpx.BaseTransport):
    """A sync transport that runs each request through the ASGI app on a `LoopThread`."""

    def __init__(self, app: Any, runner: LoopThread) -> None:
        self._inner = httpx.ASGITransport(app=app)
        self._runner = runner

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        content = request.read()

        async def call() -> tuple[int, list[tuple[bytes, bytes]], bytes]:
            copy = httpx.Request(
                request.method, request.url, headers=request.headers, content=content
            )
            response = await self._inner.handle_async_request(copy)
            body = await response.aread()
            return response.status_code, response.headers.raw, body

        status, headers, body = self._runner.call(call())
        return httpx.Response(status, headers=headers, content=body, request=request)


class Sandbox(ControlClient):
    """A fresh sandbox (in memory unless `db_path` is given), closed with `close()`."""

    base_url = BASE_URL

    def __init__(
        self,
        db_path: str | Path | None = None,
        *,
        environment: str = "test",
        control: bool = True,
        outbound_transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.environment = environment
        self.state = SandboxState(
            db_path, environment=environment, control=control, outbound_transport=outbound_transport
        )
        self.app = create_app(self.state)
        self.api_url = self.base_url + "/api/public/v2"
        self.transport: httpx.AsyncBaseTransport = httpx.ASGITransport(app=self.app)
        self._runner = LoopThread()
        self.sync_transport: httpx.BaseTransport = LoopTransport(self.app, self._runner)
        self._control_http = httpx.Client(transport=self.sync_transport, base_url=self.base_url)
        self._worker: Future[None] | None = None
        self._closed = False

    def client(self, token: str | None = None, **kwargs: Any) -> httpx.Client:
        """A sync httpx client on the v2 base URL, authenticated with `token` when given."""
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        return httpx.Client(
            transport=self.sync_transport, base_url=self.api_url, headers=headers, **kwargs
        )

    def async_client(self, token: str | None = None, **kwargs: Any) -> httpx.AsyncClient:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        return httpx.AsyncClient(
            transport=self.transport, base_url=self.api_url, headers=headers, **kwargs
        )

    def start_worker(self) -> None:
        """Send due deliveries in the background while the clock is real (until stopped)."""
        if self._worker is None:
            self._worker = self._runner.submit(sender.worker(self.state))

    def stop_worker(self) -> None:
        if self._worker is not None:
            self._worker.cancel()
            self._worker = None

    def close(self) -> None:
        if self._closed:
            return
        self._closed = True
        self.stop_worker()
        self._control_http.close()
        self._runner.stop()
        self.state.close()

    def __enter__(self) -> Sandbox:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()
