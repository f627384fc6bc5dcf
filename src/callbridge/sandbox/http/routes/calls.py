"""GET /calls/{callSid}: one call with the evidence the key's scopes unlock."""

from __future__ import annotations

from callbridge.sandbox.backend.calls import visible_call
from callbridge.sandbox.http import serialize
from callbridge.sandbox.http.paths import CallPath
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.queries import parameters
from callbridge.sandbox.http.validation import parse_path


def get_call(ctx: Ctx) -> Reply:
    call_sid = parse_path(CallPath, ctx.params).callSid
    row = visible_call(ctx.state.store.conn, ctx.cred, call_sid)
    return Reply(200, serialize.call(row, ctx.cred.scopes))


OPS = (
    Op(
        "GET",
        "/calls/{callSid}",
        get_call,
        ("calls:read",),
        summary="Read a call with the evidence the key may see",
        response="Call",
        params=parameters(CallPath, "path"),
    ),
)
