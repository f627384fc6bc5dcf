"""Following cursors to the end of a collection.

The three cursors of the contract differ: GET /users takes an opaque `cursor`, list contacts
take a numeric `after`, and the change feed takes a decimal-string `after` whose `nextCursor`
is present even on an empty page. Each resource supplies a `fetch(cursor) -> page` and these
helpers only follow; cursors pass through as the strings the service sent. What "the end"
is comes from the page: `next_page` below.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from typing import Any, TypeVar

from callbridge.api.models import ChangePage, Page

__all__ = ["aiter_pages", "iter_pages", "next_page"]

T = TypeVar("T")


def next_page(page: Page[Any], cursor: str | None) -> str | None:
    """The cursor of the page after `page` (fetched with `cursor`), or None at the end.

    A collection ends when `next_cursor` is null; the change feed, whose `next_cursor` is
    always there, ends for now when it has no more (and never loops on a cursor that stays).
    """
    if isinstance(page, ChangePage) and (not page.has_more or page.next_cursor == cursor):
        return None
    return page.next_cursor


def iter_pages(fetch: Callable[[str | None], Page[T]], start: str | None = None) -> Iterator[T]:
    """Every item of every page, from `start` until `next_page` says the end."""
    cursor = start
    while True:
        page = fetch(cursor)
        yield from page.data
        cursor = next_page(page, cursor)
        if cursor is None:
            return


async def aiter_pages(
    fetch: Callable[[str | None], Awaitable[Page[T]]], start: str | None = None
) -> AsyncIterator[T]:
    """The async twin of `iter_pages`."""
    cursor = start
    while True:
        page = await fetch(cursor)
        for item in page.data:
            yield item
        cursor = next_page(page, cursor)
        if cursor is None:
            return
