"""GET /changes: the pull-based change feed.

The cursor is a decimal string end to end (spec, change feed rule 1): it is never parsed,
compared or incremented as a number, only sent back as received.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from typing import TYPE_CHECKING

from callbridge.api._pagination import aiter_changes, iter_changes
from callbridge.api._pipeline import decode
from callbridge.api.models import Change, ChangePage
from callbridge.api.resources._base import AsyncResource, SyncResource

if TYPE_CHECKING:
    from callbridge.api.changefeed import AsyncHandler, Handler
    from callbridge.api.checkpoint import Checkpoint

__all__ = ["AsyncChanges", "Changes", "check_cursor"]


def check_cursor(after: str) -> str:
    if not isinstance(after, str):
        raise TypeError(f"the change-feed cursor is a string, not {type(after).__name__}")
    return after


class Changes(SyncResource):
    def list(self, *, after: str = "0", limit: int | None = None) -> ChangePage:
        """One page after `after`; `next_cursor` is present even when the page is empty."""
        params = {"after": check_cursor(after), "limit": limit}
        return ChangePage.model_validate(
            decode(self._client._send("GET", "/changes", params=params))
        )

    def iter(self, *, after: str = "0", limit: int | None = None) -> Iterator[Change]:
        """Changes until the feed has no more for now; poll again later for new ones."""
        check_cursor(after)
        return iter_changes(lambda cursor: self.list(after=cursor, limit=limit), after)

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


class AsyncChanges(AsyncResource):
    async def list(self, *, after: str = "0", limit: int | None = None) -> ChangePage:
        params = {"after": check_cursor(after), "limit": limit}
        response = await self._client._send("GET", "/changes", params=params)
        return ChangePage.model_validate(decode(response))

    def iter(self, *, after: str = "0", limit: int | None = None) -> AsyncIterator[Change]:
        check_cursor(after)
        return aiter_changes(lambda cursor: self.list(after=cursor, limit=limit), after)

    async def poll(
        self,
        handler: AsyncHandler,
        *,
        checkpoint: Checkpoint,
        start: str = "0",
        limit: int | None = None,
    ) -> int:
        from callbridge.api.changefeed import AsyncChangeFeedConsumer

        return await AsyncChangeFeedConsumer(self, checkpoint, start=start, limit=limit).poll(
            handler
        )
