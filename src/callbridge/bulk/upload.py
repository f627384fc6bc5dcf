"""The sending stage: bounded, adaptive, resumable upserts and list memberships.

Retries are this stage's own, not the client's: the client factory must build clients with
`max_retries=0` (as `migrate import` and the recipe action do), because a 429 must pause
every sender at once and shrink the concurrency, which a retry loop hidden inside one call
cannot do. Each retry reuses the op's idempotency key, so a request whose answer was lost (a
503 after commit, a dropped connection) is replayed by the service, not applied twice.

Ledger writes are batched (one transaction every `flush_interval`): a crash can lose the
last fraction of a second of bookkeeping, never a row, since the rerun resends those ops
with the same keys.

`owner_if_new` (`--owner-id`) is never sent with a row that names no owner: an ownerId on an
upsert of an existing contact moves it to that owner (G2). Such a row goes out without one;
only when the service refuses it because a create needs an owner is it sent again with the
owner, under `owner_retry_key` of the first key (the rule of `callbridge.bulk.owners`). The
ledger keeps that second key, so a rerun after a crash replays the second send instead of
starting over, and the row keeps the service's answer to it (`created` included).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from callbridge.bulk.ledger import (
    UPSERT,
    Ledger,
    Op,
    Previous,
    membership_hash,
    membership_op,
    now,
)
from callbridge.bulk.owners import owner_retry_key, refused_for_owner
from callbridge.bulk.pacing import RATE_LIMITED_ATTEMPTS, AdaptiveConcurrency, backoff
from callbridge.bulk.plan import wire_body

if TYPE_CHECKING:
    from callbridge.api import ApiError, AsyncClient
    from callbridge.api.models import ContactUpsertResult

T = TypeVar("T")


class Advance(Protocol):
    def __call__(self, count: int = 1) -> None: ...


@dataclass
class SendStats:
    """What the sending stage did in this run (the result files come from the ledger)."""

    rows: int = 0
    requests: int = 0
    retries: int = 0
    rate_limited: int = 0
    transient: int = 0
    fatal: str | None = None
    min_concurrency: int = 0
    final_concurrency: int = 0


class _Gate:
    """Admits a request when the controller has a free slot and no pause is running.

    Once the import is stopping, it admits at once: the caller sees the stop and gives up,
    instead of sitting out a pause a 429 asked for.
    """

    def __init__(self, pacer: AdaptiveConcurrency, stop: asyncio.Event) -> None:
        self.pacer = pacer
        self._stop = stop
        self._in_flight = 0
        self._cond = asyncio.Condition()

    async def acquire(self) -> None:
        async with self._cond:
            while True:
                stopping = self._stop.is_set()
                pause = 0.0 if stopping else self.pacer.wait()
                if pause > 0:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(self._cond.wait(), pause)
                    continue
                if stopping or self._in_flight < self.pacer.slots:
                    self._in_flight += 1
                    return
                await self._cond.wait()

    async def release(self) -> None:
        async with self._cond:
            self._in_flight -= 1
            self._cond.notify_all()

    async def wake(self) -> None:
        """Let every waiting request look at the stop again."""
        async with self._cond:
            self._cond.notify_all()


class _Failed(Exception):
    """An op ended without success; the ledger already says why."""


class _Stopped(Exception):
    """The import is stopping and this row was not finished; it stays unprocessed."""


class _NeedsOwner(Exception):
    """The service refused to create the contact without an owner: send it with one."""


@dataclass
class Sender:
    """Sends the plan's rows to be sent.

    `stop` ends it gracefully (the first Ctrl-C): requests in flight finish, nothing new
    starts. `abort` (the second) cancels the requests in flight as well; their ops stay
    pending, so a rerun sends them again with the same idempotency keys.
    """

    client: AsyncClient
    ledger: Ledger
    workspace: str
    list_id: int | None
    pacer: AdaptiveConcurrency
    stop: asyncio.Event
    advance: Advance
    full_resync: bool = False
    owner_if_new: str | None = None
    max_attempts: int = 8
    flush_interval: float = 0.2
    abort: asyncio.Event | None = None
    stats: SendStats = field(default_factory=SendStats)
    _pending: list[tuple[object, ...]] = field(default_factory=list)

    async def run(self, items: Iterator[dict[str, Any]]) -> SendStats:
        """Process `items` (plan rows) with at most `pacer.maximum` requests in flight."""
        gate = _Gate(self.pacer, self.stop)
        queue: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue(self.pacer.maximum * 4)
        work = [asyncio.create_task(self._worker(queue, gate)) for _ in range(self.pacer.maximum)]
        work.append(asyncio.create_task(self._feed(items, queue, self.pacer.maximum)))
        helpers = [
            asyncio.create_task(self._flush_periodically()),
            asyncio.create_task(self._watch(gate, work)),
        ]
        self.stats.min_concurrency = self.pacer.slots
        try:
            done, _ = await asyncio.wait(work, return_when=asyncio.FIRST_EXCEPTION)
        finally:
            for task in (*work, *helpers):
                task.cancel()
            await asyncio.gather(*work, *helpers, return_exceptions=True)
            self.flush()
        for task in done:
            error = None if task.cancelled() else task.exception()
            if error is not None:
                raise error
        self.stats.final_concurrency = self.pacer.slots
        return self.stats

    async def _feed(
        self,
        items: Iterator[dict[str, Any]],
        queue: asyncio.Queue[dict[str, Any] | None],
        workers: int,
    ) -> None:
        for item in items:
            if self.stop.is_set() or self.stats.fatal is not None:
                break
            await queue.put(item)
        for _ in range(workers):
            await queue.put(None)

    async def _watch(self, gate: _Gate, work: list[asyncio.Task[None]]) -> None:
        await self.stop.wait()
        await gate.wake()
        if self.abort is not None:
            await self.abort.wait()
            for task in work:
                task.cancel()

    async def _worker(self, queue: asyncio.Queue[dict[str, Any] | None], gate: _Gate) -> None:
        while True:
            item = await queue.get()
            if item is None:
                return
            if self.stop.is_set() or self.stats.fatal is not None:
                continue
            try:
                await self._process(item, gate)
            except _Stopped:
                continue
            except _Failed:
                pass
            self.stats.rows += 1
            self.advance(1)

    async def _process(self, item: dict[str, Any], gate: _Gate) -> None:
        external_id: str = item["externalId"]
        contact_id: int | None = item.get("u_contact_id")
        if item["action"] == "upsert":
            op = self.ledger.next_op(
                _previous(item, "u"), self.workspace, external_id, UPSERT, item["hash"]
            )
            kwargs = _upsert_arguments(json.loads(item["payload"]))
            resumed = item.get("u_state") in ("pending", "in_flight") and item.get(
                "u_idempotency_key"
            ) == owner_retry_key(op.idempotency_key)
            result = await self._upsert(op, gate, external_id, kwargs, resumed)
            contact_id = result.id
            op.state, op.done_hash, op.contact_id, op.created = (
                "done",
                op.payload_hash,
                result.id,
                result.created,
            )
            self._record(op)
        if self.list_id is None or contact_id is None:
            return
        if self.stop.is_set() or self.stats.fatal is not None:
            raise _Stopped
        list_id = self.list_id
        member_hash = membership_hash(list_id, contact_id)
        already = item.get("m_state") == "done" and item.get("m_done_hash") == member_hash
        if already and not self.full_resync:
            return
        op = self.ledger.next_op(
            _previous(item, "m"), self.workspace, external_id, membership_op(list_id), member_hash
        )
        op.contact_id = contact_id
        member_id = contact_id
        await self._attempt(
            op,
            gate,
            lambda: self.client.lists.add_contact(
                list_id, member_id, idempotency_key=op.idempotency_key
            ),
        )
        op.state, op.done_hash = "done", member_hash
        self._record(op)

    async def _upsert(
        self, op: Op, gate: _Gate, external_id: str, fields: dict[str, Any], resumed: bool
    ) -> ContactUpsertResult:
        """The row's upsert; without an owner of its own, the owner of new contacts is sent
        only after the service refused to create the contact without one. `resumed`: the
        ledger shows the second send already started (a rerun after a crash)."""
        upsert = self.client.contacts.upsert
        owner = None if "owner_id" in fields else self.owner_if_new
        if owner is None or not resumed:
            try:
                return await self._attempt(
                    op,
                    gate,
                    lambda: upsert(external_id, idempotency_key=op.idempotency_key, **fields),
                    needs_owner=owner is not None,
                )
            except _NeedsOwner:
                op.idempotency_key = owner_retry_key(op.idempotency_key)
        else:
            op.idempotency_key = owner_retry_key(op.idempotency_key)
        return await self._attempt(
            op,
            gate,
            lambda: upsert(
                external_id, idempotency_key=op.idempotency_key, owner_id=owner, **fields
            ),
        )

    async def _attempt(
        self,
        op: Op,
        gate: _Gate,
        call: Callable[[], Awaitable[T]],
        *,
        needs_owner: bool = False,
    ) -> T:
        """Send until success, a permanent error, or the retry budget is spent.

        With `needs_owner`, a refusal because a create needs an owner raises _NeedsOwner
        instead of failing the op (the caller sends it again with the owner)."""
        from callbridge.api import (
            ApiConnectionError,
            ApiError,
            AuthenticationError,
            InsufficientScope,
            RateLimited,
            ServerError,
        )

        transient = limited = 0
        while True:
            await gate.acquire()
            if self.stats.fatal is not None or self.stop.is_set():
                await gate.release()
                if op.attempts:  # started, not finished: a rerun resends it with this key
                    op.state = "pending"
                    self._record(op)
                raise _Stopped
            op.attempts += 1
            op.state = "in_flight"
            self._record(op)
            self.stats.requests += 1
            try:
                result = await call()
            except asyncio.CancelledError:
                op.state = "pending"  # the answer never came: a rerun resends it with this key
                self._record(op)
                raise
            except RateLimited as exc:
                await gate.release()
                self.pacer.on_rate_limited(exc.retry_after)
                self.stats.rate_limited += 1
                limited += 1
                if limited >= RATE_LIMITED_ATTEMPTS:
                    self._fail(op, exc)
                self._note(op, exc)
            except (ServerError, ApiConnectionError) as exc:
                await gate.release()
                self.pacer.on_transient()
                self.stats.transient += 1
                transient += 1
                if transient >= self.max_attempts:
                    self._fail(op, exc)
                self._note(op, exc)
                await self._wait(backoff(transient))
            except (AuthenticationError, InsufficientScope) as exc:
                await gate.release()
                self.stats.fatal = str(exc)
                self._fail(op, exc)
            except ApiError as exc:
                await gate.release()
                if needs_owner and _refused_for_owner(exc):
                    raise _NeedsOwner from exc
                if exc.status == 408:
                    transient += 1
                    if transient < self.max_attempts:
                        self._note(op, exc)
                        await self._wait(backoff(transient))
                        continue
                self._fail(op, exc)
            else:
                await gate.release()
                limits = self.client.rate_limit
                self.pacer.on_success(
                    limits.remaining if limits else None, limits.limit if limits else None
                )
                self.stats.min_concurrency = min(self.stats.min_concurrency, self.pacer.slots)
                return result
            self.stats.retries += 1
            self.stats.min_concurrency = min(self.stats.min_concurrency, self.pacer.slots)

    async def _wait(self, seconds: float) -> None:
        """Sleep before a retry, cut short by `stop` (the op is then left pending)."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.stop.wait(), seconds)

    def _note(self, op: Op, exc: Exception) -> None:
        op.state = "pending"
        _describe(op, exc)
        self._record(op)

    def _fail(self, op: Op, exc: Exception) -> None:
        op.state = "failed"
        _describe(op, exc)
        self._record(op)
        raise _Failed from exc

    def _record(self, op: Op) -> None:
        self._pending.append(op.row(now()))

    def flush(self) -> None:
        rows, self._pending = self._pending, []
        self.ledger.write(rows)

    async def _flush_periodically(self) -> None:
        while True:
            await asyncio.sleep(self.flush_interval)
            self.flush()


def _previous(item: dict[str, Any], prefix: str) -> Previous | None:
    generation = item.get(f"{prefix}_generation")
    if generation is None:
        return None
    return Previous(item.get(f"{prefix}_payload_hash"), generation, item.get(f"{prefix}_state"))


def _refused_for_owner(exc: ApiError) -> bool:
    from callbridge.api import InvalidRequest

    return isinstance(exc, InvalidRequest) and refused_for_owner(d.path for d in exc.details)


def _describe(op: Op, exc: Exception) -> None:
    from callbridge.api import ApiError

    if isinstance(exc, ApiError):
        op.last_code, op.last_error, op.request_id = exc.code, exc.message, exc.request_id
        missing = [f"{d.path}: {d.message}" for d in exc.details]
        missing = [text for text in missing if text not in exc.message]
        if missing:
            op.last_error += " (" + "; ".join(missing) + ")"
    else:
        op.last_code, op.last_error, op.request_id = "connection_error", str(exc), None


def _upsert_arguments(payload: dict[str, Any]) -> dict[str, Any]:
    """The client's keyword arguments for a payload: null becomes CLEAR (send null)."""
    from callbridge.api import CLEAR
    from callbridge.api.resources.contacts import CONTACT_FIELDS

    body = wire_body(payload)
    return {
        name: CLEAR if body[wire] is None else body[wire]
        for name, wire in CONTACT_FIELDS.items()
        if wire in body
    }
