"""A change-feed consumer that follows the spec's recovery rules.

- The cursor is persisted only after every change of its page was handled (rule 2), so a
  crash repeats at most that page, and the checkpoint's dedupe skips what was done.
- Polling goes on after `hasMore` is false (rule 4): a late transaction gets a later cursor.
- Changes are deduplicated by event id, the identity shared with webhook events.
- A page whose cursor does not move ends the poll, whatever `hasMore` says.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import threading
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Generic, TypeVar

from callbridge.api._pagination import next_page
from callbridge.api.checkpoint import Checkpoint
from callbridge.api.models import Change, ChangePage
from callbridge.api.resources.changes import AsyncChanges, Changes

if TYPE_CHECKING:
    from callbridge.api._client import AsyncClient, Client

__all__ = ["AsyncChangeFeedConsumer", "ChangeFeedConsumer"]

Handler = Callable[[Change], object]
AsyncHandler = Callable[[Change], Awaitable[object] | object]
C = TypeVar("C", Changes, AsyncChanges)


class _Consumer(Generic[C]):
    """Source, checkpoint and the cursor rules shared by both consumers."""

    def __init__(self, changes: C, checkpoint: Checkpoint, *, start: str, limit: int | None):
        self._changes: C = changes
        self.checkpoint = checkpoint
        self.start = start
        self.limit = limit

    @property
    def cursor(self) -> str:
        """Where the next poll starts: the saved cursor, else `start`."""
        return self.checkpoint.load() or self.start

    def _page_done(self, page: ChangePage, cursor: str) -> str | None:
        """Save the cursor of a fully handled page; the next cursor, or None when caught up."""
        if page.next_cursor != cursor:
            self.checkpoint.save(page.next_cursor)
        return next_page(page, cursor)


class ChangeFeedConsumer(_Consumer[Changes]):
    """Drain the feed into `handler`, keeping the checkpoint's cursor and dedupe up to date."""

    def __init__(
        self,
        source: Client | Changes,
        checkpoint: Checkpoint,
        *,
        start: str = "0",
        limit: int | None = None,
    ) -> None:
        changes = source if isinstance(source, Changes) else source.changes
        super().__init__(changes, checkpoint, start=start, limit=limit)

    def poll(self, handler: Handler) -> int:
        """Handle every change available now; returns how many were new."""
        cursor: str | None = self.cursor
        handled = 0
        while cursor is not None:
            page = self._changes.list(cursor, limit=self.limit)
            for change in page.data:
                with self.checkpoint.claim(change.event_id) as fresh:
                    if fresh:
                        handler(change)
                        handled += 1
            cursor = self._page_done(page, cursor)
        return handled

    def follow(
        self,
        handler: Handler,
        *,
        interval: float = 2.0,
        stop: threading.Event | None = None,
    ) -> None:
        """Poll until `stop` is set, waiting `interval` seconds between empty polls."""
        stop = stop or threading.Event()
        while not stop.is_set():
            if self.poll(handler) == 0:
                stop.wait(interval)


class AsyncChangeFeedConsumer(_Consumer[AsyncChanges]):
    """The same consumer for AsyncClient; `handler` may be a coroutine function."""

    def __init__(
        self,
        source: AsyncClient | AsyncChanges,
        checkpoint: Checkpoint,
        *,
        start: str = "0",
        limit: int | None = None,
    ) -> None:
        changes = source if isinstance(source, AsyncChanges) else source.changes
        super().__init__(changes, checkpoint, start=start, limit=limit)

    async def poll(self, handler: AsyncHandler) -> int:
        """Handle every change available now; returns how many were new."""
        cursor: str | None = self.cursor
        handled = 0
        while cursor is not None:
            page = await self._changes.list(cursor, limit=self.limit)
            for change in page.data:
                with self.checkpoint.claim(change.event_id) as fresh:
                    if fresh:
                        result = handler(change)
                        if inspect.isawaitable(result):
                            await result
                        handled += 1
            cursor = self._page_done(page, cursor)
        return handled

    async def follow(
        self, handler: AsyncHandler, *, interval: float = 2.0, stop: asyncio.Event | None = None
    ) -> None:
        """Poll until `stop` is set, waiting `interval` seconds between empty polls."""
        stop = stop or asyncio.Event()
        while not stop.is_set():
            if await self.poll(handler) == 0:
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(stop.wait(), timeout=interval)
