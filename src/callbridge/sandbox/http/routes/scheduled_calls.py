"""PATCH and DELETE /scheduled-calls/{id} (spec ScheduledCall; gaps G5, G15)."""

from __future__ import annotations

from callbridge.sandbox.backend import scheduled_calls
from callbridge.sandbox.http import serialize
from callbridge.sandbox.http.bodies import ScheduledCallPatch
from callbridge.sandbox.http.paths import IdPath
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.queries import parameters
from callbridge.sandbox.http.validation import parse_body, parse_path

_COLUMNS = {"scheduledAt": "scheduled_at", "status": "status", "notes": "notes"}


def patch_scheduled_call(ctx: Ctx) -> Reply:
    record_id = parse_path(IdPath, ctx.params).id
    body = parse_body(ScheduledCallPatch, ctx.json())
    conn = ctx.state.store.conn
    row = scheduled_calls.visible_scheduled_call(conn, ctx.cred, record_id)
    changes = {_COLUMNS[name]: getattr(body, name) for name in body.model_fields_set}
    row = scheduled_calls.patch(conn, ctx.now, row, **changes)
    return Reply(200, serialize.scheduled_call(row))


def delete_scheduled_call(ctx: Ctx) -> Reply:
    record_id = parse_path(IdPath, ctx.params).id
    conn = ctx.state.store.conn
    row = scheduled_calls.visible_scheduled_call(conn, ctx.cred, record_id)
    return Reply(200, serialize.scheduled_call(scheduled_calls.cancel(conn, ctx.now, row)))


OPS = (
    Op(
        "PATCH",
        "/scheduled-calls/{id}",
        patch_scheduled_call,
        ("contacts:write",),
        write=True,
        summary="Reschedule, annotate or change the status of a scheduled call",
        response="ScheduledCall",
        request="ScheduledCallPatch",
        params=parameters(IdPath, "path"),
        errors=((409, "scheduled_call_completed"),),
    ),
    Op(
        "DELETE",
        "/scheduled-calls/{id}",
        delete_scheduled_call,
        ("contacts:write",),
        write=True,
        summary="Cancel a scheduled call",
        response="ScheduledCall",
        params=parameters(IdPath, "path"),
        errors=((409, "scheduled_call_completed"),),
    ),
)
