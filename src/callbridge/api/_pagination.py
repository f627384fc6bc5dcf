"""Following cursors to the end of a collection.

The three cursors of the contract differ: GET /users takes an opaque `cursor`, list contacts
take a numeric `after`, and the change feed takes a decimal-string `after` whose `nextCursor`
is present even on an empty page. Each resource supplies a `fetch(cursor) -> page` and these
helpers only follow; cursors pass through as the strings the service sent.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from typing import TypeVar

from callbridge.api.models import Change, ChangePage, Page

__all__ = ["aiter_changes", "aiter_pages", "iter_changes", "iter_pages"]

T = TypeVar("T")


def iter_pages(fetch: Callable[[str | None], Page[T]], start: str | None = None) -> Iterator[T]:
    """Every item of every page, following `next_cursor` until it is null."""
    cursor = start
    while True:
        page = fetch(cursor)
        yield from page.data
        if page.next_cursor is None:
            return
        cursor = page.next_cursor


async def aiter_pages(
    fetch: Callable[[str | None], Awaitable[Page[T]]], start: str | None = None
) -> AsyncIterator[T]:
    cursor = start
    while True:
        page = await fetch(cursor)
        for item in page.data:
            yield item
        if page.next_cursor is None:
            return
        cursor = page.next_cursor


def iter_changes(fetch: Callable[[str], ChangePage], after: str) -> Iterator[Change]:
    """Changes after `after` until the feed reports no more (it may grow again later)."""
    cursor = after
    while True:
        page = fetch(cursor)
        yield from page.data
        if not page.has_more or page.next_cursor == cursor:
            return
        cursor = page.next_cursor


async def aiter_changes(
    fetch: Callable[[str], Awaitable[ChangePage]], after: str
) -> AsyncIterator[Change]:
    cursor = after
    while True:
        page = await fetch(cursor)
        for item in page.data:
            yield item
        if not page.has_more or page.next_cursor == cursor:
            return
        cursor = page.next_cursor
