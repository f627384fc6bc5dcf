"""The delivery engine: one sender thread, one event loop, one pooled HTTP client.

Why a thread of its own: the API answers on the server's event loop. Deliveries (and the
verification challenge) run on the engine's loop instead, so a slow receiver, a refused
connection or a backlog of thousands never queues in front of an API request; the request
path only inserts `pending` rows (gap G10) and, for verify, waits for its own answer.

Why one client: a new client per delivery builds a TLS context and a connection each time,
which cost more than the delivery itself. One `httpx.AsyncClient` keeps connections alive
per receiver, bounded by the engine's concurrency. Loopback (`http://`) receivers get leaner
kept-alive connections still (`http11.Http11Pool`): the sender's CPU is taken from the API,
and with httpx's per-request work a delivery cost the sender 0.82 ms of CPU (0.17 ms now).

Bounds (documented in docs/webhooks.md): at most `OVERALL_CONCURRENCY` attempts in flight,
at most `PER_SUBSCRIPTION` of them for one subscription; the oldest due delivery is claimed
first. Each attempt has the spec's 15 s timeout for the whole exchange. Between claims the
engine yields `PACE_SECONDS` per attempt started, so a backlog is drained at a steady pace
(a few hundred per second) rather than flooded. `PACING` slows it by the API's load
(`pacing.ApiGauge`): about 120 a second while requests come and go, a trickle of 2 a second
while the API is busy most of the time (an import). Every wake-up of the sender thread asks
the API's thread for the interpreter lock, and on a loaded machine the API then waits until
the OS runs the sender, so while busy the sender is neither woken by new deliveries nor
waits for gaps between requests: it keeps its trickle. The API gets the interpreter,
deliveries never stop, and the backlog drains at full pace once the API is left alone.
The background sender also shortens the interpreter's thread switch interval, so an API
request waits at most half a millisecond for the sender to let go of the interpreter lock,
and before it claims or sends it waits (at most `GIVE_WAY_SECONDS`) for the request being
answered to end. The answers of finished attempts are recorded with the next claim, in one
transaction: the store's lock, which every API request needs, is held once per round.

Whoever opens the sandbox runs the engine: `sandbox serve`, the embedded sandbox of any CLI
or TUI process, or a test's in-process sandbox (started explicitly). Several processes on one
database file share the work safely: a delivery is claimed in a write transaction, and a
claim left by a process that died is given back after `STALE_CLAIM_SECONDS`.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import sys
import threading
import time
from collections.abc import Coroutine
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any, TypeVar

import httpx

from callbridge.sandbox.backend import deliveries
from callbridge.sandbox.outbound import sender
from callbridge.sandbox.outbound.http11 import Http11Pool
from callbridge.sandbox.outbound.pacing import ApiGauge, Load

if TYPE_CHECKING:
    from callbridge.sandbox.state.sandbox_state import SandboxState

T = TypeVar("T")

OVERALL_CONCURRENCY = 16
PER_SUBSCRIPTION = 8
PACE_SECONDS = 0.002
# (attempts in flight, seconds between two attempts started) by API load
PACING = {
    Load.IDLE: (OVERALL_CONCURRENCY, PACE_SECONDS),  # a few hundred a second
    Load.IN_USE: (2, 1 / 120),  # at most ~120 a second
    Load.BUSY: (1, 0.5),  # a trickle: at most 2 a second
}
SWITCH_INTERVAL_SECONDS = 0.0005
WAKE_SECONDS = 0.01
GIVE_WAY_SECONDS = 0.005
PRUNE_EVERY = 100  # settled deliveries of a subscription between two history prunes
IDLE_POLL_SECONDS = 0.25
STALE_CLAIM_SECONDS = sender.TIMEOUT_SECONDS + 45
SHUTDOWN_SECONDS = 5.0


class DeliveryEngine:
    """Sends deliveries for one `SandboxState`; its thread starts on first use."""

    def __init__(
        self,
        state: SandboxState,
        *,
        overall: int = OVERALL_CONCURRENCY,
        per_subscription: int = PER_SUBSCRIPTION,
    ) -> None:
        self._state = state
        self.overall = overall
        self.per_subscription = per_subscription
        # the spec's 15 s per request; tests of the retry schedule shorten it
        self.timeout = sender.TIMEOUT_SECONDS
        self._guard = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._client: httpx.AsyncClient | None = None
        self._pool: Http11Pool | None = None
        self._pump: asyncio.Task[None] | None = None
        self._wake: asyncio.Event | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._busy: dict[str, int] = {}  # subscription id -> attempts in flight
        self.gauge: ApiGauge | None = None  # set by the app: how busy the API is
        self._woken = 0.0
        self._unpruned: dict[str, int] = {}  # subscription id -> settled since last prune
        # answers not yet recorded: (claimed attempt, its outcome, when it came)
        self._settled: list[tuple[deliveries.Job, sender.Outcome, datetime]] = []
        self._closed = False

    # --- the engine's own loop ---------------------------------------------------------------

    def _ensure_loop(self) -> asyncio.AbstractEventLoop:
        with self._guard:
            if self._closed:
                raise RuntimeError("the delivery engine is closed")
            if self._loop is None:
                loop = asyncio.new_event_loop()
                thread = threading.Thread(
                    target=loop.run_forever, name="callbridge-deliveries", daemon=True
                )
                thread.start()
                self._loop, self._thread = loop, thread
            return self._loop

    async def _on_engine(self, coro: Coroutine[Any, Any, T]) -> T:
        """Run `coro` on the engine's loop and await it from whichever loop calls."""
        loop = self._ensure_loop()
        future = asyncio.run_coroutine_threadsafe(coro, loop)
        return await asyncio.wrap_future(future)

    def _http(self) -> httpx.AsyncClient:
        if self._client is None:
            self._client = httpx.AsyncClient(
                transport=self._state.outbound_transport,
                timeout=sender.TIMEOUT_SECONDS,
                follow_redirects=False,
                trust_env=False,
                limits=httpx.Limits(
                    max_connections=self.overall,
                    max_keepalive_connections=self.overall,
                    keepalive_expiry=30.0,
                ),
            )
        return self._client

    # --- what callers use --------------------------------------------------------------------

    async def post(self, url: str, body: bytes, headers: dict[str, str]) -> sender.Outcome:
        """One signed POST to a receiver through the shared client (verification uses it)."""
        return await self._on_engine(self._post(url, body, headers))

    async def run_due(self) -> int:
        """Send every delivery due now (bounded as always) and wait for the answers."""
        return await self._on_engine(self._run_due())

    def start(self) -> None:
        """Send deliveries as they fall due, in the background, while the clock is real."""
        loop = self._ensure_loop()
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL_SECONDS))

        def begin() -> None:
            if self._pump is None:
                self._wake = asyncio.Event()
                self._pump = loop.create_task(self._run_pump())

        loop.call_soon_threadsafe(begin)

    def stop(self) -> None:
        """Stop the background sending; attempts in flight still finish and are recorded."""
        loop = self._loop
        if loop is None or loop.is_closed():
            return

        def end() -> None:
            if self._pump is not None:
                self._pump.cancel()
                self._pump = None
            with contextlib.suppress(sqlite3.Error):
                self._settle_and_claim(0)  # answers already in stay recorded

        loop.call_soon_threadsafe(end)

    @property
    def running(self) -> bool:
        return self._pump is not None and not self._pump.done()

    def wake(self) -> None:
        """New deliveries were queued: look now rather than at the next poll (at most once
        per `WAKE_SECONDS`: a burst of writes must not wake the sender for each one, and
        not at all while the API is busy)."""
        loop, wake = self._loop, self._wake
        now = time.monotonic()
        if now - self._woken < WAKE_SECONDS or (self.gauge is not None and self.gauge.busy):
            return  # while the API is busy the sender keeps its trickle and is not woken
        self._woken = now
        if loop is not None and wake is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(wake.set)

    def close(self) -> None:
        """Stop sending; an attempt still in flight is given back (pending, as before it)."""
        with self._guard:
            if self._closed:
                return
            self._closed = True
            loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(SHUTDOWN_SECONDS)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=SHUTDOWN_SECONDS)
        if not thread.is_alive():
            loop.close()

    # --- inside the loop ---------------------------------------------------------------------

    async def _post(self, url: str, body: bytes, headers: dict[str, str]) -> sender.Outcome:
        return await sender.post(
            self._state, self._http(), url, body, headers, self.timeout, self._plain()
        )

    def _plain(self) -> Http11Pool | None:
        """Lean connections for `http://` receivers, unless a test's transport stands in for
        the network."""
        if self._state.outbound_transport is not None:
            return None
        if self._pool is None:
            self._pool = Http11Pool(max_idle=self.overall)
        return self._pool

    async def _shutdown(self) -> None:
        if self._pump is not None:
            self._pump.cancel()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(
            *([self._pump] if self._pump else []), *self._tasks, return_exceptions=True
        )
        with contextlib.suppress(sqlite3.Error):
            self._settle_and_claim(0)
        if self._pool is not None:
            self._pool.close()
        if self._client is not None:
            await self._client.aclose()

    def _free(self, limit: int) -> int:
        return limit - len(self._tasks)

    def _launch(self, job: deliveries.Job) -> asyncio.Task[None]:
        self._busy[job.webhook_id] = self._busy.get(job.webhook_id, 0) + 1
        task = asyncio.get_running_loop().create_task(self._attempt(job))
        self._tasks.add(task)

        def done(_: asyncio.Task[None]) -> None:
            self._tasks.discard(task)
            left = self._busy.get(job.webhook_id, 1) - 1
            if left:
                self._busy[job.webhook_id] = left
            else:
                self._busy.pop(job.webhook_id, None)
            if self._wake is not None:
                self._wake.set()

        task.add_done_callback(done)
        return task

    async def _attempt(self, job: deliveries.Job) -> None:
        try:
            await self._give_way()
            outcome = await self._post(job.url, job.body, sender.job_headers(job, self._now()))
        except asyncio.CancelledError:
            with contextlib.suppress(sqlite3.Error), self._state.store.tx() as conn:
                deliveries.release(conn, job)
            raise
        # recorded with the next claim, in one transaction (see `_settle_and_claim`)
        self._settled.append((job, outcome, self._now()))
        if self._pump is None:
            self._settle_and_claim(0)

    def _settle_and_claim(self, limit: int | None = None) -> list[deliveries.Job]:
        """Record every answer received since the last call and claim up to `limit` due
        deliveries, under one hold of the store: the API waits on that lock, so one short
        hold per round beats two per delivery."""
        free = self._free(self.overall if limit is None else limit)
        settled, self._settled = self._settled, []
        if not settled and free <= 0:
            return []
        try:
            with self._state.store.tx() as conn:
                for job, outcome, finished in settled:
                    sender.record(conn, finished, job, outcome)
                    self._unpruned[job.webhook_id] = self._unpruned.get(job.webhook_id, 0) + 1
                if any(count >= PRUNE_EVERY for count in self._unpruned.values()):
                    self._prune(conn)
                if free <= 0:
                    return []
                return deliveries.claim_due(
                    conn, self._now(), free, self.per_subscription, dict(self._busy)
                )
        except BaseException:
            self._settled[:0] = settled  # not recorded: kept for the next round
            raise

    def _prune(self, conn: sqlite3.Connection) -> None:
        for webhook_id in self._unpruned:
            deliveries.prune_history(conn, webhook_id)
        self._unpruned.clear()

    async def _give_way(self) -> None:
        """Before work that needs the interpreter or the store: while the API is answering
        a request, wait (at most `GIVE_WAY_SECONDS`) until it has answered, so a request
        rarely has to take turns with the sender."""
        gauge = self.gauge
        if gauge is None or not gauge.answering or gauge.busy:
            return  # busy: no moment to wait for, and the wait's wake-up costs the API too
        loop = asyncio.get_running_loop()
        idle: asyncio.Future[None] = loop.create_future()

        def answered() -> None:
            if not idle.done():
                idle.set_result(None)

        def callback() -> None:
            loop.call_soon_threadsafe(answered)

        gauge.on_idle(callback)
        try:
            await asyncio.wait_for(idle, GIVE_WAY_SECONDS)
        except TimeoutError:
            gauge.forget(callback)

    def _now(self) -> datetime:
        return self._state.now()

    async def _run_due(self) -> int:
        """Everything due now, in rounds bounded like the background pump."""
        sent = 0
        mine: set[asyncio.Task[None]] = set()
        while True:
            jobs = self._settle_and_claim()
            for job in jobs:
                mine.add(self._launch(job))
            sent += len(jobs)
            mine = {task for task in mine if not task.done()}
            if not mine:
                self._settle_and_claim(0)
                if self._unpruned:
                    with self._state.store.tx() as conn:
                        self._prune(conn)
                return sent
            await asyncio.wait(mine, return_when=asyncio.FIRST_COMPLETED)

    async def _run_pump(self) -> None:
        assert self._wake is not None
        last_sweep = 0.0
        loop = asyncio.get_running_loop()
        while True:
            self._wake.clear()
            started, load = 0, Load.IDLE
            if self._state.clock.is_real:
                if loop.time() - last_sweep > STALE_CLAIM_SECONDS / 3:
                    now = self._now()
                    with self._state.store.tx() as conn:
                        deliveries.recover_stale(
                            conn, now, now - timedelta(seconds=STALE_CLAIM_SECONDS)
                        )
                    last_sweep = loop.time()
                load = Load.IDLE if self.gauge is None else self.gauge.load()
                await self._give_way()
                for job in self._settle_and_claim(PACING[load][0]):
                    self._launch(job)
                    started += 1
            else:
                self._settle_and_claim(0)
            if started:
                # pacing: yield the process to the API between batches of claims
                await asyncio.sleep(PACING[load][1] * started)
                continue
            if self._unpruned and not self._tasks and not self._settled:
                with self._state.store.tx() as conn:
                    self._prune(conn)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), IDLE_POLL_SECONDS)
