"""GET /me, GET /users and GET /availability: what the key is and who it may act for."""

from __future__ import annotations

from callbridge.sandbox.backend import accounts
from callbridge.sandbox.http import serialize
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.queries import UsersQuery, parameters
from callbridge.sandbox.http.validation import parse_query


def get_me(ctx: Ctx) -> Reply:
    return Reply(200, ctx.cred.describe())


def get_users(ctx: Ctx) -> Reply:
    query = parse_query(UsersQuery, ctx.query)
    conn = ctx.state.store.conn
    page, next_cursor = accounts.users_page(conn, ctx.cred, query.cursor, query.limit)
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
        params=parameters(UsersQuery, "query"),
    ),
    Op(
        "GET",
        "/availability",
        get_availability,
        summary="Release status and historical coverage",
        response="Availability",
    ),
)
