"""GET /me, GET /users and GET /availability: what the key is and who it may act for."""

from __future__ import annotations

import re

from callbridge.sandbox.backend import cursors
from callbridge.sandbox.http import serialize
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.validation import query_int, query_pattern

_CURSOR_RE = re.compile(r"^[0-9]{1,9}$")


def get_me(ctx: Ctx) -> Reply:
    return Reply(200, ctx.cred.describe())


def get_users(ctx: Ctx) -> Reply:
    """Members in join order; the cursor is bound to the key and page size (gap G28)."""
    cursor = query_pattern(ctx.query, "cursor", _CURSOR_RE, "must match ^\\d{1,9}$")
    limit = query_int(ctx.query, "limit", default=50, minimum=1, maximum=100)
    conn = ctx.state.store.conn
    position = ("", "") if cursor is None else cursors.resolve(conn, ctx.cred.id, limit, cursor)
    owner_sql, owner_args = serialize.visible_owner_sql(ctx.cred, "id")
    rows = ctx.state.store.all(
        f"SELECT * FROM members WHERE workspace_id = ? AND status = 'active' AND {owner_sql} "
        "AND (joined_at > ? OR (joined_at = ? AND id > ?)) ORDER BY joined_at, id LIMIT ?",
        ctx.cred.workspace_id,
        *owner_args,
        position[0],
        position[0],
        position[1],
        limit + 1,
    )
    page = rows[:limit]
    next_cursor = None
    if len(rows) > limit:
        last = page[-1]
        next_cursor = cursors.issue(conn, ctx.cred.id, limit, last["joined_at"], last["id"])
    return Reply(200, {"data": [serialize.member(r) for r in page], "nextCursor": next_cursor})


def get_availability(ctx: Ctx) -> Reply:
    """Gap G14: release status and the earliest records the key can see."""
    owner_sql, owner_args = serialize.visible_owner_sql(ctx.cred, "owner_id")
    calls = ctx.state.store.one(
        f"SELECT MIN(created_at) AS first FROM calls WHERE workspace_id = ? AND attributed = 1 "
        f"AND {owner_sql}",
        ctx.cred.workspace_id,
        *owner_args,
    )
    contacts = ctx.state.store.one(
        f"SELECT MIN(created_at) AS first FROM contacts WHERE workspace_id = ? "
        f"AND attributed = 1 AND {owner_sql}",
        ctx.cred.workspace_id,
        *owner_args,
    )
    return Reply(
        200,
        {
            "apiVersion": "v2",
            "status": "available",
            "coverage": {
                "callsFrom": calls["first"] if calls else None,
                "contactsFrom": contacts["first"] if contacts else None,
            },
            "backfill": "not_required",
        },
    )


OPS = (
    Op("GET", "/me", get_me),
    Op("GET", "/users", get_users),
    Op("GET", "/availability", get_availability),
)
