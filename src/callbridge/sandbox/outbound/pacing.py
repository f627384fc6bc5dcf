"""How busy the API is, so the delivery engine can give way to it.

The engine shares the process (and Python's interpreter lock) with the server. `ApiGauge`
wraps the ASGI app and measures the API's duty cycle: the share of recent wall time during
which at least one request was being answered. Under a heavy load (an import, a benchmark)
the engine drops to a trickle and is not woken for new deliveries; while requests come and
go it runs at a moderate pace; with no request for a moment it runs at full pace. Counting
time rather than requests means a steady trickle of reads (a dashboard polling GET /me) does
not stall the deliveries, while a burst of writes does not have to share the interpreter
with them.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from enum import Enum

from starlette.types import ASGIApp, Receive, Scope, Send

BUSY_DUTY = 0.5
WINDOW_SECONDS = 0.2
RECENT_SECONDS = 0.25


class Load(Enum):
    IDLE = "idle"  # no request for a while: deliver at full pace
    IN_USE = "in use"  # requests come and go: deliver at a moderate pace
    BUSY = "busy"  # requests most of the time: a trickle of deliveries


class ApiGauge:
    """ASGI middleware and meter: `duty()` is the API's busy share of the last window."""

    def __init__(self, app: ASGIApp, clock: Callable[[], float] = time.monotonic) -> None:
        self.app = app
        self._clock = clock
        self._active = 0
        self._since = 0.0  # when the API last went from idle to busy
        self._busy_total = 0.0  # busy seconds, finished stretches only
        self._sample = (clock(), 0.0)  # (when, busy total then) at the window's start
        self._duty = 0.0
        self._last_end = float("-inf")
        self._on_idle: list[Callable[[], object]] = []  # called once when no request is left

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        if not self._active:
            self._since = self._clock()
        self._active += 1
        try:
            await self.app(scope, receive, send)
        finally:
            self._active -= 1
            self._last_end = self._clock()
            if not self._active:
                self._busy_total += self._last_end - self._since
                if self._on_idle:
                    callbacks, self._on_idle = self._on_idle, []
                    for callback in callbacks:
                        callback()

    @property
    def answering(self) -> bool:
        """A request is being answered right now."""
        return self._active > 0

    def on_idle(self, callback: Callable[[], object]) -> None:
        """Call `callback` (from the API's thread, so it must only hand over) the next time
        the last request in flight ends. A caller on another thread must not rely on it
        alone: the request may end just before the callback is added."""
        self._on_idle.append(callback)

    def forget(self, callback: Callable[[], object]) -> None:
        """Drop a callback no longer wanted (its waiter gave up): an API busy for minutes
        must not collect them."""
        with contextlib.suppress(ValueError):
            self._on_idle.remove(callback)

    def _busy_so_far(self, now: float) -> float:
        return self._busy_total + (now - self._since if self._active else 0.0)

    def duty(self) -> float:
        """Busy share of the last window (recomputed at most once per window)."""
        now = self._clock()
        started, busy_then = self._sample
        if now - started >= WINDOW_SECONDS:
            busy_now = self._busy_so_far(now)
            self._duty = min(1.0, (busy_now - busy_then) / (now - started))
            self._sample = (now, busy_now)
        return self._duty

    @property
    def busy(self) -> bool:
        """The busy share measured last (by `load()`) reached `BUSY_DUTY`; cheap, read from
        any thread on the request path."""
        return self._duty >= BUSY_DUTY

    def load(self) -> Load:
        if self.duty() >= BUSY_DUTY:
            return Load.BUSY
        if self._active or self._clock() - self._last_end < RECENT_SECONDS:
            return Load.IN_USE
        return Load.IDLE
