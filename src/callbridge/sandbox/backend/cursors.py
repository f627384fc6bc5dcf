"""Opaque GET /users cursors, valid only with the key and page size that received them.

The spec gives the cursor the pattern `^\\d{1,9}$` and makes it "opaque, valid only with the
same key and page size" (gap G28). Nine digits cannot carry a signature, so the sandbox
remembers every cursor it issued together with its credential, page size and position (the
join time and id of the last member of the page). A cursor it never issued, or one sent
with another key or page size, is a 400 `query.cursor`. The position is a key in the
member order rather than an offset, so members leaving between pages shift nothing.
"""

from __future__ import annotations

import hashlib
import sqlite3

from callbridge.sandbox.backend.errors import invalid

_LOW = 100_000_000  # nine digits, never a leading zero
_SPAN = 900_000_000


def issue(
    conn: sqlite3.Connection, credential_id: str, page_size: int, joined_at: str, member_id: str
) -> str:
    """The cursor of the page after `(joined_at, member_id)`; the same request gets the same one."""
    binding = (credential_id, page_size, joined_at, member_id)
    digest = hashlib.sha256("\0".join(map(str, binding)).encode()).digest()
    offset = int.from_bytes(digest[:8], "big") % _SPAN
    for probe in range(_SPAN):
        cursor = str(_LOW + (offset + probe) % _SPAN)
        conn.execute(
            "INSERT OR IGNORE INTO user_cursors (cursor, credential_id, page_size, joined_at, "
            "member_id) VALUES (?, ?, ?, ?, ?)",
            (cursor, *binding),
        )
        row = conn.execute(
            "SELECT credential_id, page_size, joined_at, member_id FROM user_cursors "
            "WHERE cursor = ?",
            (cursor,),
        ).fetchone()
        if tuple(row) == binding:
            return cursor
    raise RuntimeError("no GET /users cursor left")  # pragma: no cover - 900 million issued


def resolve(
    conn: sqlite3.Connection, credential_id: str, page_size: int, cursor: str
) -> tuple[str, str]:
    """The `(joined_at, member_id)` position a cursor stands for, or 400 `query.cursor`."""
    row = conn.execute(
        "SELECT joined_at, member_id FROM user_cursors WHERE cursor = ? AND credential_id = ? "
        "AND page_size = ?",
        (cursor, credential_id, page_size),
    ).fetchone()
    if row is None:
        raise invalid(
            "query.cursor",
            "is not a cursor this key received for this page size (limit)",
        )
    return row["joined_at"], row["member_id"]
