"""GET /users: the workspace members a key may use as owners."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator

from callbridge.api._pagination import aiter_pages, iter_pages
from callbridge.api._pipeline import Operation
from callbridge.api.models import Member, Page
from callbridge.api.resources._base import AsyncResource, Resource, SyncResource, endpoint

__all__ = ["AsyncUsers", "Users"]

_MEMBERS = Page[Member]


class _Users(Resource):
    @endpoint
    def list(
        self, *, limit: int | None = None, cursor: str | None = None
    ) -> Operation[Page[Member]]:
        """One page; the cursor is only valid with the same key and page size."""
        return Operation("GET", "/users", _MEMBERS, params={"limit": limit, "cursor": cursor})


class Users(_Users, SyncResource):
    def iter(self, *, limit: int | None = None) -> Iterator[Member]:
        """Every eligible member, page after page (not a snapshot)."""
        return iter_pages(lambda cursor: self.list(limit=limit, cursor=cursor))


class AsyncUsers(_Users, AsyncResource):
    def iter(self, *, limit: int | None = None) -> AsyncIterator[Member]:
        """Every eligible member, page after page (not a snapshot)."""
        return aiter_pages(lambda cursor: self.list(limit=limit, cursor=cursor))
