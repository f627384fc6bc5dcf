"""The change feed (spec "Change feed recovery", gap G11): what a key may read of it."""

from __future__ import annotations

from callbridge.sandbox.backend.access import Conn, Row, owner_sql
from callbridge.sandbox.backend.credentials import Credential
from callbridge.sandbox.backend.events import readable_types


def page(conn: Conn, cred: Credential, after: int, limit: int) -> tuple[list[Row], bool]:
    """Changes after the sequence `after` of the types and owners the key may read."""
    types = readable_types(cred)
    where, args = owner_sql(cred, "ch.owner_id")
    rows = conn.execute(
        "SELECT ch.sequence, ch.event_id, ch.workspace_id, ch.owner_id, ch.type, "
        "e.resource_type, e.resource_id, e.created_at FROM changes ch "
        "JOIN events e ON e.id = ch.event_id WHERE ch.workspace_id = ? AND ch.sequence > ? "
        f"AND ch.type IN ({', '.join('?' * len(types)) or 'NULL'}) AND {where} "
        "ORDER BY ch.sequence LIMIT ?",
        (cred.workspace_id, after, *types, *args, limit + 1),
    ).fetchall()
    return rows[:limit], len(rows) > limit
