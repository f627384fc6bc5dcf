"""GET /analytics/summary (gap G13): call totals over the calls the key can see."""

from __future__ import annotations

import re
from typing import Any

from callbridge.sandbox.backend.errors import invalid
from callbridge.sandbox.http import serialize
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.validation import DATETIME_MESSAGE, MAX_ID, query_int
from callbridge.sandbox.state.clock import fmt, parse_datetime

_OWNER_RE = re.compile(r"^.{1,100}$", re.DOTALL)


def _query_datetime(ctx: Ctx, name: str) -> str | None:
    raw = ctx.query.get(name)
    if raw is None:
        return None
    parsed = parse_datetime(raw)
    if parsed is None:
        raise invalid(f"query.{name}", DATETIME_MESSAGE)
    return fmt(parsed)


def summary(ctx: Ctx) -> Reply:
    start = _query_datetime(ctx, "from")
    end = _query_datetime(ctx, "to")
    list_id = (
        query_int(ctx.query, "listId", default=0, minimum=1, maximum=MAX_ID)
        if "listId" in ctx.query
        else None
    )
    owner_id = ctx.query.get("ownerId")
    if owner_id is not None and _OWNER_RE.fullmatch(owner_id) is None:
        raise invalid("query.ownerId", "must be 1 to 100 characters")
    group_by = ctx.query.get("groupBy")
    if group_by is not None and group_by not in ("list", "owner"):
        raise invalid("query.groupBy", "must be list or owner")
    owner_sql, args = serialize.visible_owner_sql(ctx.cred, "owner_id")
    where = ["workspace_id = ?", "attributed = 1", owner_sql]
    params: list[Any] = [ctx.cred.workspace_id, *args]
    for clause, value in (
        ("created_at >= ?", start),
        ("created_at < ?", end),
        ("list_id = ?", list_id),
        ("owner_id = ?", owner_id),
    ):
        if value is not None:
            where.append(clause)
            params.append(value)
    rows = ctx.state.store.all(
        "SELECT list_id, owner_id, talk_time_seconds, completed_at FROM calls WHERE "
        + " AND ".join(where),
        *params,
    )
    totals = _tally(rows)
    groups: list[dict[str, Any]] = []
    if group_by is not None:
        column = "list_id" if group_by == "list" else "owner_id"
        keys = sorted({row[column] for row in rows}, key=lambda k: (k is None, str(k)))
        for key in keys:
            tally = _tally([row for row in rows if row[column] == key])
            groups.append({"key": None if key is None else str(key), **tally})
    return Reply(200, {"from": start, "to": end, "totals": totals, "groups": groups})


def _tally(rows: list[Any]) -> dict[str, Any]:
    talk = sum((float(row["talk_time_seconds"]) for row in rows), 0.0)
    return {
        "calls": len(rows),
        "completedCalls": sum(1 for r in rows if r["completed_at"]),
        "talkTimeSeconds": int(talk) if talk.is_integer() else talk,
    }


OPS = (Op("GET", "/analytics/summary", summary, ("analytics:read",)),)
