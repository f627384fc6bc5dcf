"""GET /changes (spec "Change feed recovery", gap G11): the feed the key may read."""

from __future__ import annotations

from callbridge.sandbox.backend import changes
from callbridge.sandbox.http import serialize
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.queries import ChangesQuery, parameters
from callbridge.sandbox.http.validation import parse_query

# The spec shows no maximum limit: larger values are accepted and served in pages of this size.
MAX_PAGE = 1000


def get_changes(ctx: Ctx) -> Reply:
    query = parse_query(ChangesQuery, ctx.query)
    after, limit = query.after, min(query.limit, MAX_PAGE)
    conn = ctx.state.store.conn
    page, more = changes.page(conn, ctx.cred, min(int(after), 2**63 - 1), limit)
    return Reply(
        200,
        {
            "data": [serialize.change(r) for r in page],
            "nextCursor": str(page[-1]["sequence"]) if page else after,
            "hasMore": more,
        },
    )


OPS = (
    Op(
        "GET",
        "/changes",
        get_changes,
        ("changes:read",),
        summary="Read the change feed after a cursor",
        response="ChangePage",
        params=parameters(ChangesQuery, "query"),
    ),
)
