"""GET /users: the workspace members a key may use as owners."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

from callbridge.api._pagination import aiter_pages, iter_pages
from callbridge.api._pipeline import decode
from callbridge.api.models import Member, Page
from callbridge.api.resources._base import AsyncResource, SyncResource

__all__ = ["AsyncUsers", "Users"]


class Users(SyncResource):
    def list(self, *, limit: int | None = None, cursor: str | None = None) -> Page[Member]:
        """One page; the cursor is only valid with the same key and page size."""
        params = {"limit": limit, "cursor": cursor}
        return Page[Member].model_validate(
            decode(self._client._send("GET", "/users", params=params))
        )

    def iter(self, *, limit: int | None = None) -> Iterator[Member]:
        """Every eligible member, page after page (not a snapshot)."""
        return iter_pages(lambda cursor: self.list(limit=limit, cursor=cursor))


class AsyncUsers(AsyncResource):
    async def list(self, *, limit: int | None = None, cursor: str | None = None) -> Page[Member]:
        params = {"limit": limit, "cursor": cursor}
        response = await self._client._send("GET", "/users", params=params)
        return Page[Member].model_validate(decode(response))

    def iter(self, *, limit: int | None = None) -> AsyncIterator[Member]:
        return aiter_pages(lambda cursor: self.list(limit=limit, cursor=cursor))
