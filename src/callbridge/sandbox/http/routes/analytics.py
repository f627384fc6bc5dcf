"""GET /analytics/summary (gap G13): call totals over the calls the key can see."""

from __future__ import annotations

from callbridge.sandbox.backend import analytics
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.queries import AnalyticsQuery, parameters
from callbridge.sandbox.http.validation import parse_query
from callbridge.sandbox.state.clock import fmt


def get_summary(ctx: Ctx) -> Reply:
    query = parse_query(AnalyticsQuery, ctx.query)
    filters = analytics.Filters(
        None if query.start is None else fmt(query.start),
        None if query.end is None else fmt(query.end),
        query.listId,
        query.ownerId,
        query.groupBy,
    )
    return Reply(200, analytics.summary(ctx.state.store.conn, ctx.cred, filters))


OPS = (
    Op(
        "GET",
        "/analytics/summary",
        get_summary,
        ("analytics:read",),
        summary="Call totals, optionally grouped by list or owner",
        response="AnalyticsSummary",
        params=parameters(AnalyticsQuery, "query"),
    ),
)
