"""GET /analytics/summary (gap G13): call totals over the calls the key can see."""

from __future__ import annotations

import re

from callbridge.sandbox.backend import analytics
from callbridge.sandbox.backend.errors import invalid
from callbridge.sandbox.http.bodies import DATETIME_MESSAGE, MAX_ID
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.schemas import DATETIME, ID, query
from callbridge.sandbox.http.validation import query_int
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


def get_summary(ctx: Ctx) -> Reply:
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
    filters = analytics.Filters(start, end, list_id, owner_id, group_by)
    return Reply(200, analytics.summary(ctx.state.store.conn, ctx.cred, filters))


OPS = (
    Op(
        "GET",
        "/analytics/summary",
        get_summary,
        ("analytics:read",),
        summary="Call totals, optionally grouped by list or owner",
        response="AnalyticsSummary",
        params=(
            query("from", DATETIME, "inclusive; Z or an explicit offset"),
            query("to", DATETIME, "exclusive; Z or an explicit offset"),
            query("listId", ID),
            query("ownerId", {"type": "string", "minLength": 1, "maxLength": 100}),
            query("groupBy", {"type": "string", "enum": ["list", "owner"]}),
        ),
    ),
)
