"""GET /me, GET /users and GET /availability: what the key is and who it may act for."""

from __future__ import annotations

import re

from callbridge.sandbox.backend import accounts
from callbridge.sandbox.http import serialize
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.schemas import query
from callbridge.sandbox.http.validation import query_int, query_pattern

_CURSOR_RE = re.compile(r"^[0-9]{1,9}$")


def get_me(ctx: Ctx) -> Reply:
    return Reply(200, ctx.cred.describe())


def get_users(ctx: Ctx) -> Reply:
    cursor = query_pattern(ctx.query, "cursor", _CURSOR_RE, "must match ^\\d{1,9}$")
    limit = query_int(ctx.query, "limit", default=50, minimum=1, maximum=100)
    page, next_cursor = accounts.users_page(ctx.state.store.conn, ctx.cred, cursor, limit)
    return Reply(200, {"data": [serialize.member(r) for r in page], "nextCursor": next_cursor})


def get_availability(ctx: Ctx) -> Reply:
    """Gap G14: release status and the earliest records the key can see."""
    coverage = accounts.coverage(ctx.state.store.conn, ctx.cred)
    body = {"apiVersion": "v2", "status": "available", "coverage": coverage}
    return Reply(200, {**body, "backfill": "not_required"})


OPS = (
    Op("GET", "/me", get_me, summary="Describe the credential", response="Credential"),
    Op(
        "GET",
        "/users",
        get_users,
        summary="List the workspace members the key may act for",
        response="MemberPage",
        params=(
            query(
                "cursor",
                {"type": "string", "pattern": "^[0-9]{1,9}$"},
                "opaque nextCursor of an earlier page; valid only with the same key and limit",
            ),
            query("limit", {"type": "integer", "minimum": 1, "maximum": 100, "default": 50}),
        ),
    ),
    Op(
        "GET",
        "/availability",
        get_availability,
        summary="Release status and historical coverage",
        response="Availability",
    ),
)
