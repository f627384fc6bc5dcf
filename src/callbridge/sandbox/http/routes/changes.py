"""GET /changes (spec "Change feed recovery", gap G11): the feed the key may read."""

from __future__ import annotations

import re

from callbridge.sandbox.backend import changes
from callbridge.sandbox.http import serialize
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.schemas import query
from callbridge.sandbox.http.validation import query_int, query_pattern

_AFTER_RE = re.compile(r"^[0-9]{1,19}$")
# The spec shows no maximum limit: larger values are accepted and served in pages of this size.
MAX_PAGE = 1000


def get_changes(ctx: Ctx) -> Reply:
    after = (
        query_pattern(ctx.query, "after", _AFTER_RE, "must be a decimal string of 1 to 19 digits")
        or "0"
    )
    limit = min(query_int(ctx.query, "limit", default=50, minimum=1, maximum=2**31 - 1), MAX_PAGE)
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
        params=(
            query(
                "after",
                {"type": "string", "pattern": "^[0-9]{1,19}$", "default": "0"},
                "publication cursor; never convert it to a number",
            ),
            query(
                "limit",
                {"type": "integer", "minimum": 1, "maximum": 2147483647, "default": 50},
                "pages hold at most 1000 changes whatever the limit",
            ),
        ),
    ),
)
