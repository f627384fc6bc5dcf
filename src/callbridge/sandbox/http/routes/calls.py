"""GET /calls/{callSid}: one call with the evidence the key's scopes unlock."""

from __future__ import annotations

import re

from callbridge.sandbox.backend.calls import visible_call
from callbridge.sandbox.backend.errors import invalid
from callbridge.sandbox.http import serialize
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.schemas import CALL_SID_PARAM

CALL_SID_RE = re.compile(r"^[^\x00-\x20\x7f/]{1,200}$")


def get_call(ctx: Ctx) -> Reply:
    call_sid = ctx.params.get("callSid", "")
    if CALL_SID_RE.fullmatch(call_sid) is None:
        message = "must be 1 to 200 characters without spaces or control characters"
        raise invalid("path.callSid", message)
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
        params=(CALL_SID_PARAM,),
    ),
)
