"""`SandboxServer`: the sandbox on a real localhost port, served by uvicorn in a thread."""

from __future__ import annotations

import contextlib
import gc
import signal
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType
from typing import Any

import httpx
import uvicorn

from callbridge._redact import mask_key
from callbridge.sandbox.client.control import ControlClient
from callbridge.sandbox.http.app import create_app
from callbridge.sandbox.state.sandbox_state import SandboxState


def bind(host: str, port: int) -> socket.socket:
    """Bind the listening socket up front so port 0 works and "address in use" is clear."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError:
        sock.close()
        raise
    sock.listen(2048)
    sock.setblocking(False)
    return sock


class QuietServer(uvicorn.Server):
    """uvicorn without re-raising Ctrl-C after shutdown: stopping is the normal way out."""

    @contextlib.contextmanager
    def capture_signals(self) -> Iterator[None]:
        if threading.current_thread() is not threading.main_thread():
            yield
            return
        previous = {
            sig: signal.signal(sig, self.handle_exit) for sig in (signal.SIGINT, signal.SIGTERM)
        }
        try:
            yield
        finally:
            for sig, handler in previous.items():
                signal.signal(sig, handler)


def uvicorn_config(app: Any, **kwargs: Any) -> uvicorn.Config:
    return uvicorn.Config(
        app,
        log_level="warning",
        access_log=False,
        lifespan="on",
        loop="auto",
        http="auto",
        **kwargs,
    )


class SandboxServer(ControlClient):
    """Start with `.start()` (or `with`); `.base_url` is then `http://127.0.0.1:<port>`."""

    def __init__(
        self,
        db_path: str | Path | None = None,
        *,
        environment: str = "test",
        host: str = "127.0.0.1",
        port: int = 0,
        control: bool = True,
    ) -> None:
        self.environment = environment
        self.state = SandboxState(db_path, environment=environment, control=control)
        self.app = create_app(self.state, worker=True)
        self.host = host
        self.port = port
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def base_url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    @property
    def api_url(self) -> str:
        return self.base_url + "/api/public/v2"

    def start(self) -> SandboxServer:
        sock = bind(self.host, self.port)
        self.port = sock.getsockname()[1]
        self._server = uvicorn.Server(uvicorn_config(self.app))
        self._thread = threading.Thread(
            target=self._server.run,
            kwargs={"sockets": [sock]},
            name="callbridge-sandbox",
            daemon=True,
        )
        self._thread.start()
        deadline = time.monotonic() + 10
        while not self._server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                raise RuntimeError("the sandbox server did not start")
            time.sleep(0.01)
        self._control_http = httpx.Client(base_url=self.base_url, trust_env=False)
        return self

    def stop(self) -> None:
        if self._server is not None and self._thread is not None:
            self._server.should_exit = True
            self._thread.join(timeout=10)
            self._control_http.close()
            self._server = None
        self.state.close()

    def __enter__(self) -> SandboxServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()


def serve(
    db_path: str | Path | None,
    *,
    host: str,
    port: int,
    environment: str,
    seed: str | None,
    control: bool,
    allow_loopback_receivers: bool = False,
    echo: Any = print,
) -> None:
    """Run the sandbox in the foreground until Ctrl-C (the `callbridge sandbox serve` body).

    Raises OSError when the port cannot be bound and sqlite3.Error/OSError when the
    database cannot be opened, before anything is served.
    """
    state = SandboxState(db_path, environment=environment, control=True)
    try:
        sock = bind(host, port)
    except OSError:
        state.close()
        raise
    app = create_app(state, worker=True)
    actual_port = sock.getsockname()[1]
    shown_host = f"[{host}]" if ":" in host else host
    base_url = f"http://{shown_host}:{actual_port}"
    if seed == "demo":
        from callbridge.sandbox.client.seed import seed_demo

        client = _InProcessControl(app)
        try:
            demo = seed_demo(client, environment)
        finally:
            client.close()
        echo(f"Seeded demo workspace {demo.workspace_id} (owner {demo.owner_id}).")
        if environment == "test":
            echo(f"  workspace key (every scope): {demo.workspace_key}")
            echo(f"  personal key of {demo.owner_id}:  {demo.personal_key}")
            echo("  (sandbox test keys: they open only this local sandbox)")
        else:
            # live-format keys are never printed in full, even local ones
            echo(f"  workspace key (every scope): {mask_key(demo.workspace_key)}")
            echo(f"  personal key of {demo.owner_id}:  {mask_key(demo.personal_key)}")
            echo("  (live-format keys are not shown; issue one with POST /_sandbox/keys)")
    state.control = control
    if allow_loopback_receivers:
        state.settings.allow_loopback_receivers = True
        state.save_settings()
    server = QuietServer(uvicorn_config(app))
    # Ctrl-C from here on is a clean stop, even before uvicorn installs its own handlers
    # (the socket already listens, so clients may connect as soon as this is printed).
    previous = {
        sig: signal.signal(sig, server.handle_exit) for sig in (signal.SIGINT, signal.SIGTERM)
    }
    echo(f"callbridge sandbox ({environment}) listening on {base_url}")
    echo(f"  API v2:      {base_url}/api/public/v2")
    if control:
        echo(f"  control API: {base_url}/_sandbox")
    if state.settings.allow_loopback_receivers:
        echo("  webhook receivers may be http://127.0.0.1:<port> or http://localhost:<port>")
    echo("Press Ctrl-C to stop.")
    # Everything built so far (modules, routes, models, the seed) lives as long as the
    # server: moved out of the cyclic collector's reach, a full collection set off by the
    # delivery sender's allocations no longer walks it while an API request waits.
    gc.collect()
    gc.freeze()
    try:
        server.run(sockets=[sock])
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        sock.close()
        state.close()


class _InProcessControl(ControlClient):
    """Control helpers straight into the app, used to seed before the server listens."""

    def __init__(self, app: Any) -> None:
        from callbridge.sandbox.hosting.local import BASE_URL, LoopThread, LoopTransport

        self._runner = LoopThread()
        self._control_http = httpx.Client(
            transport=LoopTransport(app, self._runner), base_url=BASE_URL
        )

    def close(self) -> None:
        self._control_http.close()
        self._runner.stop()
