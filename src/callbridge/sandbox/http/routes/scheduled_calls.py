"""PATCH and DELETE /scheduled-calls/{id} (spec ScheduledCall; gaps G5, G15)."""

from __future__ import annotations

import sqlite3

from callbridge.sandbox.backend.credentials import Credential
from callbridge.sandbox.backend.errors import ApiError, not_found
from callbridge.sandbox.http import serialize
from callbridge.sandbox.http.pipeline import Ctx, Op, Reply
from callbridge.sandbox.http.validation import MISSING, Fields, path_id
from callbridge.sandbox.state.clock import fmt, touched

STATUSES = ("Pending", "Completed", "Failed", "Cancelled")


def visible_scheduled_call(
    conn: sqlite3.Connection, cred: Credential, record_id: int
) -> sqlite3.Row:
    """Reachable only through a contact attributed to the key's workspace (spec Visibility)."""
    row: sqlite3.Row | None = conn.execute(
        "SELECT s.* FROM scheduled_calls s JOIN contacts c ON c.id = s.contact_id "
        "WHERE s.id = ? AND c.workspace_id = ? AND c.attributed = 1",
        (record_id, cred.workspace_id),
    ).fetchone()
    if row is None or not cred.permits_owner(row["owner_id"]):
        raise not_found("Scheduled call")
    return row


def _completed() -> ApiError:
    return ApiError(
        409, "scheduled_call_completed", "A Completed scheduled call cannot be cancelled."
    )


def patch_scheduled_call(ctx: Ctx) -> Reply:
    record_id = path_id(ctx.params, "id")
    fields = Fields(ctx.json(), allowed={"scheduledAt", "status", "notes"})
    if not fields.data:
        fields.details.append({"path": "body", "message": "at least one property is required"})
    scheduled_at = fields.datetime("scheduledAt")
    status = fields.enum("status", STATUSES)
    notes = fields.string("notes", nullable=True, max_len=16000)
    fields.check()
    conn = ctx.state.store.conn
    row = visible_scheduled_call(conn, ctx.cred, record_id)
    if row["status"] == "Completed" and status == "Cancelled":
        raise _completed()
    values = {
        "scheduled_at": row["scheduled_at"] if scheduled_at is MISSING else fmt(scheduled_at),
        "status": row["status"] if status is MISSING else status,
        "notes": row["notes"] if notes is MISSING else notes,
    }
    conn.execute(
        "UPDATE scheduled_calls SET scheduled_at = ?, status = ?, notes = ?, "
        "updated_at = ? WHERE id = ?",
        (
            values["scheduled_at"],
            values["status"],
            values["notes"],
            touched(ctx.now, row["updated_at"]),
            record_id,
        ),
    )
    row = conn.execute("SELECT * FROM scheduled_calls WHERE id = ?", (record_id,)).fetchone()
    return Reply(200, serialize.scheduled_call(row))


def delete_scheduled_call(ctx: Ctx) -> Reply:
    record_id = path_id(ctx.params, "id")
    conn = ctx.state.store.conn
    row = visible_scheduled_call(conn, ctx.cred, record_id)
    if row["status"] == "Completed":
        raise _completed()
    if row["status"] != "Cancelled":
        conn.execute(
            "UPDATE scheduled_calls SET status = 'Cancelled', updated_at = ? WHERE id = ?",
            (touched(ctx.now, row["updated_at"]), record_id),
        )
        row = conn.execute("SELECT * FROM scheduled_calls WHERE id = ?", (record_id,)).fetchone()
    return Reply(200, serialize.scheduled_call(row))


OPS = (
    Op("PATCH", "/scheduled-calls/{id}", patch_scheduled_call, ("contacts:write",), write=True),
    Op("DELETE", "/scheduled-calls/{id}", delete_scheduled_call, ("contacts:write",), write=True),
)
