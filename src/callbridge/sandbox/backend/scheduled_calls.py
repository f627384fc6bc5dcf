"""Scheduled calls (spec ScheduledCall and its status table; gaps G5, G15, G31)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from callbridge.sandbox.backend.access import Conn, Row
from callbridge.sandbox.backend.contacts import time_zone_of
from callbridge.sandbox.backend.credentials import Credential
from callbridge.sandbox.backend.errors import ApiError, not_found
from callbridge.sandbox.state.clock import fmt, touched

STATUSES = ("Pending", "Completed", "Failed", "Cancelled")
UNCHANGED: object = object()  # a patch field that was not sent


@dataclass(frozen=True)
class NewScheduledCall:
    owner_id: str
    phone_number: str
    scheduled_at: datetime
    contact_id: int | None = None
    status: str = "Pending"
    notes: str | None = None
    time_zone: str | None = None
    time_zone_sent: bool = False  # an explicit null is kept; an omitted zone is the contact's
    time_zone_source: str | None = None


def visible_scheduled_call(conn: Conn, cred: Credential, record_id: int) -> Row:
    """Reachable only through a contact attributed to the key's workspace (spec Visibility)."""
    row: Row | None = conn.execute(
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


def _reload(conn: Conn, record_id: int) -> Row:
    row: Row = conn.execute("SELECT * FROM scheduled_calls WHERE id = ?", (record_id,)).fetchone()
    return row


def patch(
    conn: Conn,
    now: datetime,
    row: Row,
    scheduled_at: datetime | object = UNCHANGED,
    status: str | object = UNCHANGED,
    notes: str | object | None = UNCHANGED,
) -> Row:
    """Apply the sent fields; cancelling a Completed record is 409 (spec status table)."""
    if row["status"] == "Completed" and status == "Cancelled":
        raise _completed()
    conn.execute(
        "UPDATE scheduled_calls SET scheduled_at = ?, status = ?, notes = ?, "
        "updated_at = ? WHERE id = ?",
        (
            row["scheduled_at"] if not isinstance(scheduled_at, datetime) else fmt(scheduled_at),
            row["status"] if status is UNCHANGED else status,
            row["notes"] if notes is UNCHANGED else notes,
            touched(now, row["updated_at"]),
            row["id"],
        ),
    )
    return _reload(conn, row["id"])


def cancel(conn: Conn, now: datetime, row: Row) -> Row:
    """Gap G15: DELETE cancels; Cancelled stays as it is, Completed is 409."""
    if row["status"] == "Completed":
        raise _completed()
    if row["status"] == "Cancelled":
        return row
    conn.execute(
        "UPDATE scheduled_calls SET status = 'Cancelled', updated_at = ? WHERE id = ?",
        (touched(now, row["updated_at"]), row["id"]),
    )
    return _reload(conn, row["id"])


def create(conn: Conn, now: datetime, new: NewScheduledCall) -> Row:
    """A record the product made; without a time zone it takes its contact's (G31)."""
    zone = new.time_zone
    if not new.time_zone_sent and new.contact_id is not None:
        zone = time_zone_of(conn, new.contact_id)
    source = new.time_zone_source or ("contact" if zone else "default")
    stamp = fmt(now)
    cur = conn.execute(
        "INSERT INTO scheduled_calls (owner_id, contact_id, phone_number, scheduled_at, status, "
        "notes, call_history_id, created_at, updated_at, time_zone, time_zone_source) "
        "VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)",
        (
            new.owner_id,
            new.contact_id,
            new.phone_number,
            fmt(new.scheduled_at),
            new.status,
            new.notes,
            stamp,
            stamp,
            zone,
            source,
        ),
    )
    return _reload(conn, int(cur.lastrowid or 0))
