"""GET /changes: the pull-based change feed.

The cursor is a decimal string end to end (spec, change feed rule 1): it is never parsed,
compared or incremented as a number, only sent back as received.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from typing import TYPE_CHECKING

from callbridge.api._pagination import aiter_pages, iter_pages
from callbridge.api._pipeline import Operation
from callbridge.api.models import Change, ChangePage
from callbridge.api.resources._base import AsyncResource, Resource, SyncResource, endpoint

if TYPE_CHECKING:
    from callbridge.api.changefeed import AsyncHandler, Handler
    from callbridge.api.checkpoint import Checkpoint

__all__ = ["AsyncChanges", "Changes", "check_cursor"]


def check_cursor(after: str) -> str:
    if not isinstance(after, str):
        raise TypeError(f"the change-feed cursor is a string, not {type(after).__name__}")
    return after


class _Changes(Resource):
    @endpoint
    def list(self, after: str = "0", *, limit: int | None = None) -> Operation[ChangePage]:
        """One page after `after`; `next_cursor` is present even when the page is empty."""
        params = {"after": check_cursor(after), "limit": limit}
        return Operation("GET", "/changes", ChangePage, params=params)


class Changes(_Changes, SyncResource):
    def iter(self, after: str = "0", *, limit: int | None = None) -> Iterator[Change]:
        """Changes until the feed has no more for now; poll again later for new ones."""
        check_cursor(after)
        return iter_pages(
            lambda cursor: self.list(after if cursor is None else cursor, limit=limit), after
        )

    def poll(
        self,
        handler: Handler,
        *,
        checkpoint: Checkpoint,
        start: str = "0",
        limit: int | None = None,
    ) -> int:
        """Handle every new change once, then save the cursor (see ChangeFeedConsumer)."""
        from callbridge.api.changefeed import ChangeFeedConsumer

        return ChangeFeedConsumer(self, checkpoint, start=start, limit=limit).poll(handler)


class AsyncChanges(_Changes, AsyncResource):
    def iter(self, after: str = "0", *, limit: int | None = None) -> AsyncIterator[Change]:
        """Changes until the feed has no more for now; poll again later for new ones."""
        check_cursor(after)
        return aiter_pages(
            lambda cursor: self.list(after if cursor is None else cursor, limit=limit), after
        )

    async def poll(
        self,
        handler: AsyncHandler,
        *,
        checkpoint: Checkpoint,
        start: str = "0",
        limit: int | None = None,
    ) -> int:
        """Handle every new change once, then save the cursor (see AsyncChangeFeedConsumer)."""
        from callbridge.api.changefeed import AsyncChangeFeedConsumer

        consumer = AsyncChangeFeedConsumer(self, checkpoint, start=start, limit=limit)
        return await consumer.poll(handler)
